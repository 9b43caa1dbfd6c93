import { Link } from '@tanstack/react-router';
import { useOnline } from '../../offline';
import { useAccountView } from '../account.context';
import { bonusPointsOf } from '../account.store';
import { useUpdatedLabel } from '../use-updated-label';

interface Props {
  className?: string;
  /** Called after the click did its work (the drawer closes). */
  onDone?: () => void;
}

/**
 * SPEC §6: a guest's profile button opens the sign-in modal; a signed-in
 * shopper's goes to `/user/{id}` and carries the points badge. The badge's
 * place is kept empty for a guest, so nothing shifts when it fills after hydration.
 * Offline the points are the last known ones, and the button says from when
 * (issue 27): a caption in the drawer, a tooltip and read out in the header.
 */
export function ProfileButton({ className = 'top-nav__item', onDone }: Props) {
  const { state, snapshot, hydrated } = useAccountView();
  const online = useOnline();
  const id = hydrated ? snapshot.auth.id : null;
  const points = hydrated ? bonusPointsOf(snapshot) : null;
  const updatedAt = snapshot.session.updatedAt;
  const updated = useUpdatedLabel(!online && points !== null ? updatedAt : null);
  const badge =
    points === null ? (
      <span className="badge badge--reserved" aria-hidden="true" data-bonus-badge="" />
    ) : (
      <>
        <span className="badge badge--points" aria-hidden="true" data-bonus-badge={points}>
          {points}
        </span>
        <span className="visually-hidden">
          , бонусов: {points}
          {updated && `, ${updated}`}
        </span>
        {updated && (
          <span className="profile-updated" aria-hidden="true">
            {updated}
          </span>
        )}
      </>
    );
  if (id !== null) {
    return (
      <Link
        to="/user/$id"
        params={{ id }}
        className={className}
        onClick={onDone}
        title={updated ?? undefined}
        data-profile-button
      >
        Профиль
        {badge}
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      data-profile-button
      onClick={() => {
        state.auth.section = 'signin';
        state.auth.open = true;
        onDone?.();
      }}
    >
      Профиль
      {badge}
    </button>
  );
}
