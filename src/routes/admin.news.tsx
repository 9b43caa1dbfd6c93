import { createFileRoute } from '@tanstack/react-router';
import { NewsPage, RoleGate } from '../features/admin';

export const Route = createFileRoute('/admin/news')({ component: NewsRoute });

function NewsRoute() {
  return (
    <RoleGate roles={['admin']}>
      <NewsPage />
    </RoleGate>
  );
}
