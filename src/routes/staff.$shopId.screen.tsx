import { createFileRoute } from '@tanstack/react-router';
import { PickupScreen, StaffGate } from '../features/staff-board';

/** The pickup screen over the counter (issue 28): signed in once as staff on that device. */
export const Route = createFileRoute('/staff/$shopId/screen')({
  head: () => ({ meta: [{ title: 'Выдача заказов — Тёплый пирог' }, { name: 'robots', content: 'noindex' }] }),
  component: PickupScreenRoute,
});

function PickupScreenRoute() {
  const { shopId } = Route.useParams();
  return (
    <StaffGate screen={shopId}>
      {(_staff, realtimeUrl) => <PickupScreen key={shopId} shopId={shopId} realtimeUrl={realtimeUrl} />}
    </StaffGate>
  );
}
