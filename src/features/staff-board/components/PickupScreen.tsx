import { useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Promo } from '../../../domain/contract/promo';
import type { StaffOrder } from '../../../domain/contract/staff';
import { keepScreenAwake } from '../../../platform/wake-lock';
import { describePromo, promoPeriod, visiblePromos } from '../../promos';
import { screenNumbers } from '../board-logic';
import { staffApi } from '../staff-board.api';
import { board } from '../staff-board.store';
import { useChime, useLiveBoard, useMuted, useNow } from '../use-board';
import '../../../styles/staff.css';

const NO_PRODUCTS = new Map();
/** Promotions are read again this often: the screen runs all day. */
const PROMOS_EVERY_MS = 30 * 60_000;

/**
 * The counter's wall screen (issue 28): numbers only, «Готовим» and «Можно
 * забирать»; a number that becomes ready stands out for 30 s with a chime.
 * It runs unattended: the socket reconnects by itself and catches up, the
 * screen is kept awake, and with nothing ready it shows the promotions.
 */
export function PickupScreen({ shopId, realtimeUrl }: { shopId: string; realtimeUrl: string }) {
  const state = useSnapshot(board);
  const now = useNow(1_000);
  const chime = useChime();
  const [muted] = useMuted();
  const [promos, setPromos] = useState<Promo[]>([]);
  const mutedRef = useRef(muted);
  mutedRef.current = muted;
  useLiveBoard(shopId, realtimeUrl, {
    onChange: (before, after: StaffOrder) => {
      if (after.stage === 'ready' && before?.stage !== 'ready' && after.deliveryMethod === 'pickup') {
        if (!mutedRef.current) chime.play('ready');
      }
    },
  });
  useEffect(() => keepScreenAwake(), []);
  useEffect(() => {
    const read = () =>
      staffApi.promos().then(
        (answer) => setPromos(answer.promosData),
        () => undefined,
      );
    void read();
    const timer = setInterval(read, PROMOS_EVERY_MS);
    return () => clearInterval(timer);
  }, []);

  const { preparing, ready } = screenNumbers(Object.values(state.orders) as StaffOrder[], now);
  const running = visiblePromos(promos, now).filter((promo) => Date.parse(promo.dateTimeFrom) <= now);
  return (
    <main className="pickup-screen" id="main">
      {state.connection === 'offline' && (
        <p className="pickup-screen__offline" role="status">
          Нет связи
        </p>
      )}
      <section className="pickup-screen__column" aria-labelledby="pickup-preparing">
        <h1 id="pickup-preparing">Готовим</h1>
        <ul className="pickup-screen__numbers" data-testid="preparing">
          {preparing.map((number) => (
            <li key={number}>{number}</li>
          ))}
        </ul>
      </section>
      <section className="pickup-screen__column pickup-screen__column--ready" aria-labelledby="pickup-ready">
        <h1 id="pickup-ready">Можно забирать</h1>
        <ul className="pickup-screen__numbers" data-testid="ready" aria-live="polite">
          {ready.map(({ number, highlighted }) => (
            <li key={number} className={highlighted ? 'pickup-screen__number--new' : undefined}>
              {number}
            </li>
          ))}
        </ul>
        {ready.length === 0 && running.length > 0 && (
          <ul className="pickup-screen__promos" aria-label="Акции">
            {running.slice(0, 3).map((promo) => (
              <li key={promo._id}>
                <strong>{promo.title ?? describePromo(promo, NO_PRODUCTS)}</strong>
                <span>{promoPeriod(promo, now)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
