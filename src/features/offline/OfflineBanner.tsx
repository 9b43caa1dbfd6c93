import { useEffect, useState } from 'react';
import { onFirstUse } from '../../domain/on-first-use';
import { SHOP_TIME_ZONE } from '../../domain/time';
import { lastDataTime } from '../../platform/service-worker';
import { formatTime, shopDay } from '../../shared/format';
import { useOnline } from './online-status';
import './offline.css';

const DAY_TIME = onFirstUse(
  () =>
    new Intl.DateTimeFormat('ru', {
      day: 'numeric',
      month: 'long',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: SHOP_TIME_ZONE,
    }),
);

/** «14:05» today, «вчера, 14:05», else «12 ноября, 14:05» (Minsk time). */
export function formatDataTime(at: number, now: number = Date.now()): string {
  const day = shopDay(at);
  if (day === shopDay(now)) return formatTime(at);
  if (day === shopDay(now - 24 * 60 * 60_000)) return `вчера, ${formatTime(at)}`;
  return DAY_TIME().format(at);
}

/**
 * A discreet strip while the shop is offline: what is shown comes from the
 * device, and from when. Renders nothing online, on the server and during hydration.
 */
export function OfflineBanner() {
  const online = useOnline();
  const [dataAt, setDataAt] = useState<number | null>(null);

  useEffect(() => {
    if (online) return;
    let cancelled = false;
    void lastDataTime().then((at) => {
      if (!cancelled) setDataAt(at);
    });
    return () => {
      cancelled = true;
    };
  }, [online]);

  if (online) return null;
  return (
    <output className="offline-banner" aria-live="polite" data-offline-banner>
      <span className="offline-banner__dot" aria-hidden="true" />
      {dataAt === null ? (
        'Нет соединения — показываем сохранённые данные'
      ) : (
        <>
          Нет соединения — показываем сохранённые данные от{' '}
          <time dateTime={new Date(dataAt).toISOString()}>{formatDataTime(dataAt)}</time>
        </>
      )}
    </output>
  );
}
