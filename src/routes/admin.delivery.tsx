import { createFileRoute } from '@tanstack/react-router';
import { DeliveryPage, RoleGate } from '../features/admin';

export const Route = createFileRoute('/admin/delivery')({ component: DeliveryRoute });

function DeliveryRoute() {
  return (
    <RoleGate roles={['admin', 'manager']}>
      <DeliveryPage />
    </RoleGate>
  );
}
