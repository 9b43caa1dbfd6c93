import { createFileRoute } from '@tanstack/react-router';
import { BoardPage, StaffGate } from '../features/staff-board';

/** A shop's order board (issue 28), bookmarkable: not signed in, the sign-in form comes first, here. */
export const Route = createFileRoute('/staff/$shopId/')({
  head: () => ({ meta: [{ title: 'Заказы — Тёплый пирог' }, { name: 'robots', content: 'noindex' }] }),
  component: StaffBoardRoute,
});

function StaffBoardRoute() {
  const { shopId } = Route.useParams();
  return (
    <StaffGate>
      {(staff, realtimeUrl) => <BoardPage key={shopId} staff={staff} shopId={shopId} realtimeUrl={realtimeUrl} />}
    </StaffGate>
  );
}
