import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminShell } from '../features/admin';
import { StaffGate } from '../features/staff-board';

/** The back office (issue 29): the staff's sign-in, then the sections this person's role may use. */
export const Route = createFileRoute('/admin')({
  head: () => ({ meta: [{ title: 'Управление — Тёплый пирог' }, { name: 'robots', content: 'noindex' }] }),
  component: AdminLayout,
});

function AdminLayout() {
  return (
    <StaffGate>
      {(staff) => (
        <AdminShell staff={staff}>
          <Outlet />
        </AdminShell>
      )}
    </StaffGate>
  );
}
