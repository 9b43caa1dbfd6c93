import { createFileRoute } from '@tanstack/react-router';
import { ProductEditor, RoleGate } from '../features/admin';

export const Route = createFileRoute('/admin/products/$id')({ component: ProductRoute });

function ProductRoute() {
  const { id } = Route.useParams();
  return (
    <RoleGate roles={['admin']}>
      <ProductEditor id={id} />
    </RoleGate>
  );
}
