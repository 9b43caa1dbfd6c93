import { createFileRoute } from '@tanstack/react-router';
import { AuditPage, RoleGate } from '../features/admin';

export const Route = createFileRoute('/admin/audit')({ component: AuditRoute });

function AuditRoute() {
  return (
    <RoleGate roles={['admin']}>
      <AuditPage />
    </RoleGate>
  );
}
