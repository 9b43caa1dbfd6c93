import { createFileRoute } from '@tanstack/react-router';
import { PromosPage, RoleGate } from '../features/admin';

export const Route = createFileRoute('/admin/promos/')({ component: PromosRoute });

function PromosRoute() {
  return (
    <RoleGate roles={['admin']}>
      <PromosPage />
    </RoleGate>
  );
}
