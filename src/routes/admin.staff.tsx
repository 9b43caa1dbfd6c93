import { createFileRoute } from '@tanstack/react-router';
import { RoleGate, StaffPage } from '../features/admin';

export const Route = createFileRoute('/admin/staff')({ component: StaffRoute });

function StaffRoute() {
  return (
    <RoleGate roles={['admin']}>
      <StaffPage />
    </RoleGate>
  );
}
