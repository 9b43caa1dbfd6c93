import { createFileRoute } from '@tanstack/react-router';
import { ShopPicker, StaffGate } from '../features/staff-board';

/** Staff sign-in (issue 28), then the shop's board or a shop picker. */
export const Route = createFileRoute('/staff/')({
  head: () => ({ meta: [{ title: 'Заказы — Тёплый пирог' }, { name: 'robots', content: 'noindex' }] }),
  component: StaffHomePage,
});

function StaffHomePage() {
  return <StaffGate>{(staff) => <ShopPicker staff={staff} />}</StaffGate>;
}
