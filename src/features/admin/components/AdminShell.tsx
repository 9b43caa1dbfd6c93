import { Link } from '@tanstack/react-router';
import { createContext, type ReactNode, useContext } from 'react';
import type { StaffMember } from '../../../domain/contract/staff';
import { SignOutButton } from '../../staff-board';
import { sectionsFor } from '../sections';
import '../../../styles/staff.css';
import '../../../styles/admin.css';

const StaffContext = createContext<StaffMember | null>(null);

/** The signed-in person, for the sections' pages (only rendered inside `AdminShell`). */
export function useAdminStaff(): StaffMember {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useAdminStaff outside AdminShell');
  return staff;
}

/** The back office's frame: the sections this person may use, who is signed in, «Выйти». */
export function AdminShell({ staff, children }: { staff: StaffMember; children: ReactNode }) {
  const sections = sectionsFor(staff.role);
  return (
    <StaffContext.Provider value={staff}>
      <div className="admin">
        <header className="admin-bar">
          <Link to="/admin" className="admin-bar__title">
            Управление
          </Link>
          {sections.length > 0 && (
            <nav aria-label="Разделы" className="admin-nav">
              {sections.map((section) => (
                <Link
                  key={section.to}
                  to={section.to}
                  className="admin-nav__link"
                  activeProps={{ 'aria-current': 'page' }}
                >
                  {section.label}
                </Link>
              ))}
            </nav>
          )}
          <span className="admin-bar__who">{staff.name}</span>
          <SignOutButton />
        </header>
        <main id="main" className="admin-main">
          {sections.length > 0 ? children : <NotForStaff />}
        </main>
      </div>
    </StaffContext.Provider>
  );
}

function NotForStaff() {
  return (
    <section className="admin-card">
      <h1>Управление магазином</h1>
      <p>Раздел управления — для управляющих и администраторов.</p>
      <p>
        <Link to="/staff" className="button button--primary staff-button">
          К заказам
        </Link>
      </p>
    </section>
  );
}

/** A section's page for someone whose role may not use it (a typed address): says so instead of a 403. */
export function RoleGate({ roles, children }: { roles: readonly StaffMember['role'][]; children: ReactNode }) {
  const staff = useAdminStaff();
  if (roles.includes(staff.role)) return <>{children}</>;
  return (
    <section className="admin-card">
      <h1>Нет доступа</h1>
      <p>Этот раздел вам недоступен.</p>
      <Link to="/admin">К разделам</Link>
    </section>
  );
}

/** `/admin`: the sections as big buttons. */
export function AdminHome() {
  const staff = useAdminStaff();
  return (
    <section className="admin-card">
      <h1>Управление магазином</h1>
      <ul className="admin-home">
        {sectionsFor(staff.role).map((section) => (
          <li key={section.to}>
            <Link to={section.to} className="button button--primary staff-button">
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
