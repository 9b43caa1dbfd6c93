import { createFileRoute } from '@tanstack/react-router';
import { AlertsPage, RoleGate } from '../features/admin';

export const Route = createFileRoute('/admin/alerts')({ component: AlertsRoute });

function AlertsRoute() {
  return (
    <RoleGate roles={['admin', 'manager']}>
      <AlertsPage />
    </RoleGate>
  );
}
