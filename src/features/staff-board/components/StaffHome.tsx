import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { StaffMember } from '../../../domain/contract/staff';
import { SignOutButton } from './StaffGate';
import '../../../styles/staff.css';

/** After sign-in: one shop opens its board; a manager or admin of several picks one. */
export function ShopPicker({ staff }: { staff: StaffMember }) {
  const navigate = useNavigate();
  const only = staff.shops.length === 1 ? staff.shops[0] : undefined;
  useEffect(() => {
    if (only) void navigate({ to: '/staff/$shopId', params: { shopId: only._id }, replace: true });
  }, [only, navigate]);
  if (only) return null;
  return (
    <main className="staff-page staff-page--center" id="main">
      <h1>Выберите пекарню</h1>
      {staff.shops.length === 0 && <p className="staff-empty">За вами не закреплена ни одна пекарня.</p>}
      <ul className="shop-picker">
        {staff.shops.map((shop) => (
          <li key={shop._id}>
            <Link className="button button--primary staff-button" to="/staff/$shopId" params={{ shopId: shop._id }}>
              {shop.title}
            </Link>
          </li>
        ))}
      </ul>
      <SignOutButton />
    </main>
  );
}
