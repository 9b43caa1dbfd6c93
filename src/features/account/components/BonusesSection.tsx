import { Link } from '@tanstack/react-router';
import type { Snapshot } from 'valtio';
import type { BonusHistoryEntry, UserData } from '../../../domain/contract/account';
import { pointsToKopecks } from '../../../domain/loyalty';
import { formatMoney } from '../../../domain/money';
import { countOf, NOUNS } from '../../../domain/plural';
import { formatDate, formatTime } from '../../../shared/format';

const KIND_TEXT: Record<BonusHistoryEntry['kind'], string> = {
  welcome: 'Приветственные баллы',
  earn: 'Начислено за заказ',
  spend: 'Оплачено баллами',
  expire: 'Сгорели',
  clawback: 'Списано при возврате заказа',
};

const signed = (points: number) => (points > 0 ? `+${points}` : `−${Math.abs(points)}`);

/** The balance, what unfinished payments hold and when it comes back, the next expiry and the history of points. */
export function BonusesSection({ userData }: { userData: Snapshot<UserData> }) {
  const { value, held, nextExpiry, heldUntil } = userData.bonuses;
  return (
    <div className="profile-bonuses" data-profile-bonuses>
      <dl className="profile-bonuses__facts">
        <div>
          <dt>Можно потратить</dt>
          <dd data-bonus-balance>
            {countOf(value, NOUNS.point)} <span className="muted">({formatMoney(pointsToKopecks(value))})</span>
          </dd>
        </div>
        {held > 0 && (
          <div>
            <dt>Зарезервировано для оплаты</dt>
            <dd data-bonus-held>
              {countOf(held, NOUNS.point)}
              {heldUntil && (
                <span className="muted"> — вернутся на счёт к {formatTime(heldUntil)}, если не будут потрачены</span>
              )}
            </dd>
          </div>
        )}
        <div>
          <dt>Ближайшее сгорание</dt>
          <dd>
            {nextExpiry
              ? `${countOf(nextExpiry.points, NOUNS.point)} — ${formatDate(nextExpiry.at)}`
              : 'нет баллов, которые сгорят'}
          </dd>
        </div>
      </dl>
      <Link to="/loyalty" className="profile-bonuses__rules">
        Как копить и тратить баллы
      </Link>
      <h3>История</h3>
      {userData.bonusHistory.length === 0 ? (
        <p className="muted">Движений баллов пока не было.</p>
      ) : (
        <ul className="profile-list">
          {userData.bonusHistory.map((entry, index) => (
            // Entries have no id of their own; their order (newest first) is stable between pushes.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            <li key={`${entry.at}-${index}`} className="profile-list__row profile-list__row--history">
              <span>
                {KIND_TEXT[entry.kind]}
                {entry.orderNumber !== null && ` (заказ № ${entry.orderNumber})`}
              </span>
              <span className="muted">{formatDate(entry.at)}</span>
              <strong className={entry.points > 0 ? 'profile-list__plus' : undefined}>{signed(entry.points)}</strong>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
