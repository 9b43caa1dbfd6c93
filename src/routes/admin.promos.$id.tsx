import { createFileRoute } from '@tanstack/react-router';
import { PromoEditor, RoleGate } from '../features/admin';

export const Route = createFileRoute('/admin/promos/$id')({ component: PromoRoute });

function PromoRoute() {
  const { id } = Route.useParams();
  return (
    <RoleGate roles={['admin']}>
      <PromoEditor id={id} />
    </RoleGate>
  );
}
