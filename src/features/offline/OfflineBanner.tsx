import { useEffect, useState } from 'react';
import { lastDataTime } from '../../platform/service-worker';
import { loadOnce } from '../../shared/load-once';
import { useOnline } from './online-status';
import './offline.css';

// Only an offline shopper reads the time, so its formatting (and the shop clock under it) is not in the first script.
const loadFormat = loadOnce(() => import('../../shared/format'));

/**
 * A discreet strip while the shop is offline: what is shown comes from the
 * device, and from when. Renders nothing online, on the server and during hydration.
 */
export function OfflineBanner() {
  const online = useOnline();
  const [data, setData] = useState<{ at: number; label: string } | null>(null);

  useEffect(() => {
    if (online) return;
    let cancelled = false;
    // Without its formatting code (offline before the worker kept it) the strip says the same, without a time.
    void Promise.all([lastDataTime(), loadFormat().catch(() => null)]).then(([at, format]) => {
      if (!cancelled) setData(at === null || format === null ? null : { at, label: format.formatRecentTime(at) });
    });
    return () => {
      cancelled = true;
    };
  }, [online]);

  if (online) return null;
  return (
    <output className="offline-banner" aria-live="polite" data-offline-banner>
      <span className="offline-banner__dot" aria-hidden="true" />
      {data === null ? (
        'Нет соединения — показываем сохранённые данные'
      ) : (
        <>
          Нет соединения — показываем сохранённые данные от{' '}
          <time dateTime={new Date(data.at).toISOString()}>{data.label}</time>
        </>
      )}
    </output>
  );
}
