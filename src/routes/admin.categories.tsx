import { createFileRoute } from '@tanstack/react-router';
import { CategoriesPage, RoleGate } from '../features/admin';

export const Route = createFileRoute('/admin/categories')({ component: CategoriesRoute });

function CategoriesRoute() {
  return (
    <RoleGate roles={['admin']}>
      <CategoriesPage />
    </RoleGate>
  );
}
