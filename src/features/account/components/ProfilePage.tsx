import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import type { Snapshot } from 'valtio';
import type { UserData } from '../../../domain/contract/account';
import { countOf, NOUNS } from '../../../domain/plural';
import { forgetUserPages } from '../../../platform/service-worker-tools';
import { NotFoundPage } from '../../../shared/ErrorPages';
import { networkRequiredMessage, useOnline } from '../../offline';
import { OrderNotificationsSetting } from '../../push';
import { notify } from '../../toasts';
import { accountApi } from '../account.api';
import { useAccountView } from '../account.context';
import { USER_SECTIONS, type UserSection } from '../account.store';
import { logout } from '../profile.actions';
import { updatedLabel } from '../updated-label';
import { BonusesSection } from './BonusesSection';
import { CardsSection } from './CardsSection';
import { OrdersSection } from './OrdersSection';
import { ProfileForm } from './ProfileForm';

const SECTION_TITLES: Record<UserSection, string> = {
  profile: 'Личные данные',
  bonuses: 'Баллы',
  orders: 'Заказы',
  cards: 'Карты',
};

/**
 * `/user/{id}` (SPEC §2): the server renders it the same for everyone; after
 * the logged check a guest gets the sign-in modal, another user's id the
 * not-found page, and the shopper their own profile. A guest who signs in or
 * up here (from a link to someone else's profile, say) is taken to their own.
 * Offline it shows the shopper as last known, and from when (issue 27); opened
 * offline, only the name and points the device remembers.
 */
export function ProfilePage({ id }: { id: string }) {
  const { state, runtime, snapshot, hydrated } = useAccountView();
  const online = useOnline();
  const navigate = useNavigate();
  const checked = hydrated && snapshot.session.checked;
  const guest = checked && !snapshot.auth.isLogged;
  const [wasGuestHere, setWasGuestHere] = useState(false);
  const ownId = snapshot.auth.id;
  const toOwnProfile = wasGuestHere && ownId !== null && ownId !== id;

  useEffect(() => {
    if (guest) {
      setWasGuestHere(true);
      state.auth.section = 'signin';
      state.auth.open = true;
    }
  }, [guest, state]);

  useEffect(() => {
    if (toOwnProfile && ownId) void navigate({ to: '/user/$id', params: { id: ownId }, replace: true });
  }, [toOwnProfile, ownId, navigate]);

  useEffect(() => {
    state.user.open = true;
    return () => {
      state.user.open = false;
    };
  }, [state]);

  if (!checked || toOwnProfile) {
    return (
      <section className="profile" aria-busy="true">
        <h1>Профиль</h1>
        <p className="muted">Загружаем профиль…</p>
      </section>
    );
  }
  if (guest) {
    return (
      <section className="profile">
        <h1>Профиль</h1>
        <p>Чтобы увидеть бонусы, сохранённые карты и историю заказов, войдите в личный кабинет.</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            state.auth.section = 'signin';
            state.auth.open = true;
          }}
        >
          Войти
        </button>
      </section>
    );
  }
  const userData = snapshot.user.userData;
  const shown = userData ?? snapshot.session.remembered;
  if (snapshot.auth.id !== id || !shown) return <NotFoundPage />;
  const section = snapshot.user.section;
  const updatedAt = snapshot.session.updatedAt;

  return (
    <section className="profile" data-profile>
      <header className="profile__header">
        <h1>Профиль</h1>
        <p className="profile__hello">
          {shown.name}, на счёте <strong data-profile-points>{countOf(shown.bonuses.value, NOUNS.point)}</strong>
          {!online && updatedAt !== null && <span className="profile__updated"> · {updatedLabel(updatedAt)}</span>}
        </p>
        <button
          type="button"
          className="button button--ghost"
          // Signing out is the server's to record: offline it would only fail.
          disabled={!online}
          title={online ? undefined : networkRequiredMessage('Выход')}
          onClick={() =>
            void logout({
              exit: accountApi.exit,
              loggedOut: () => runtime().then(({ session }) => session.loggedOut()),
              forgetCachedUserData: forgetUserPages,
              goHome: () => void navigate({ to: '/' }),
              notify,
            })
          }
        >
          Выйти
        </button>
      </header>
      {userData ? (
        <ProfileSections userData={userData} section={section} />
      ) : (
        <p className="muted">Нет соединения. Заказы, карты и история баллов откроются, когда связь вернётся.</p>
      )}
    </section>
  );
}

/** The profile's sections, one at a time, over the server's data. */
function ProfileSections({ userData, section }: { userData: Snapshot<UserData>; section: UserSection }) {
  const { state } = useAccountView();
  const tabs = useId();
  return (
    <>
      <div role="tablist" aria-label="Разделы профиля" className="profile__tabs">
        {USER_SECTIONS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${tabs}-${name}`}
            aria-selected={section === name}
            aria-controls={`${tabs}-panel`}
            tabIndex={section === name ? 0 : -1}
            className="profile__tab"
            onClick={() => {
              state.user.section = name;
            }}
          >
            {SECTION_TITLES[name]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${tabs}-panel`} aria-labelledby={`${tabs}-${section}`} className="profile__panel">
        {section === 'profile' && (
          <>
            <ProfileForm userData={userData} />
            <OrderNotificationsSetting />
          </>
        )}
        {section === 'bonuses' && <BonusesSection userData={userData} />}
        {section === 'orders' && <OrdersSection userData={userData} />}
        {section === 'cards' && <CardsSection cards={userData.creditCards} />}
      </div>
    </>
  );
}
