import { createFileRoute } from '@tanstack/react-router';
import { RoleGate, StoplistPage } from '../features/admin';

export const Route = createFileRoute('/admin/stoplist')({ component: StoplistRoute });

function StoplistRoute() {
  return (
    <RoleGate roles={['admin', 'manager']}>
      <StoplistPage />
    </RoleGate>
  );
}
