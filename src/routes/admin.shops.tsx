import { createFileRoute } from '@tanstack/react-router';
import { RoleGate, ShopHoursPage } from '../features/admin';

export const Route = createFileRoute('/admin/shops')({ component: ShopsRoute });

function ShopsRoute() {
  return (
    <RoleGate roles={['admin', 'manager']}>
      <ShopHoursPage />
    </RoleGate>
  );
}
