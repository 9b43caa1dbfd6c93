import { createFileRoute } from '@tanstack/react-router';
import { ProductsTable, RoleGate } from '../features/admin';

export const Route = createFileRoute('/admin/products/')({ component: ProductsRoute });

function ProductsRoute() {
  return (
    <RoleGate roles={['admin']}>
      <ProductsTable />
    </RoleGate>
  );
}
