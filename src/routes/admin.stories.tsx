import { createFileRoute } from '@tanstack/react-router';
import { RoleGate, StoriesPage } from '../features/admin';

export const Route = createFileRoute('/admin/stories')({ component: StoriesRoute });

function StoriesRoute() {
  return (
    <RoleGate roles={['admin']}>
      <StoriesPage />
    </RoleGate>
  );
}
