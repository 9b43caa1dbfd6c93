import { useEffect, useRef, useState } from 'react';
import { KIOSK_TIMINGS, type KioskConfig } from '../../domain/contract/kiosk';
import { APP_BUILD_ID } from '../../platform/service-worker';
import { type ServiceWorkerStatus, serviceWorkerStatus } from '../../platform/service-worker-tools';
import { noteCornerTap } from './corner-taps';
import { leaveKiosk, pinErrorText, unlockKiosk } from './kiosk-api';
import { PinPad } from './PinPad';
import type { KioskScreenStatus } from './use-kiosk-screen';

const CORNER_RULE = { taps: KIOSK_TIMINGS.cornerTaps, windowMs: KIOSK_TIMINGS.cornerWindowMs };

const WAKE_LOCK_TEXT: Record<KioskScreenStatus['wakeLock'], string> = {
  unsupported: 'не поддерживается браузером',
  active: 'включена',
  released: 'снята (вернётся при следующем показе)',
  refused: 'браузер отказал',
};
const FULLSCREEN_TEXT: Record<KioskScreenStatus['fullscreen'], string> = {
  unsupported: 'не поддерживается браузером',
  on: 'включён',
  off: 'выключен (включится при касании)',
};

function workerText(status: ServiceWorkerStatus | null): string {
  if (!status) return 'проверяется…';
  if (!status.supported) return 'не поддерживается';
  if (!status.registered) return 'не зарегистрирован';
  const parts = [status.active ? 'активен' : 'не активен'];
  if (status.waiting) parts.push('ждёт новая версия (установится при сбросе)');
  if (!status.controlling) parts.push('страница пока без него');
  return parts.join(', ');
}

interface Props {
  config: KioskConfig;
  screen: KioskScreenStatus;
  online: boolean;
  onOpenChange(open: boolean): void;
  /** The server let the tablet go: the kiosk wipes the last customer before it leaves for the shop. */
  onLeft(): void;
}

type Stage = { kind: 'closed' } | { kind: 'pin' } | { kind: 'menu'; pin: string };

/**
 * The shop staff's way out: five taps in the top-left corner within 3 s, the
 * shop's PIN (checked by the server, rate-limited like enrolment), then a
 * menu to leave kiosk mode, reload, and see what the tablet supports.
 */
export function OperatorMenu({ config, screen, online, onOpenChange, onLeft }: Props) {
  const [stage, setStage] = useState<Stage>({ kind: 'closed' });
  const taps = useRef<number[]>([]);
  const [worker, setWorker] = useState<ServiceWorkerStatus | null>(null);
  const [leaveError, setLeaveError] = useState<string | null>(null);

  const open = stage.kind !== 'closed';
  useEffect(() => onOpenChange(open), [open, onOpenChange]);
  useEffect(() => {
    if (stage.kind !== 'menu') return;
    void serviceWorkerStatus().then(setWorker);
  }, [stage.kind]);

  const tapCorner = () => {
    const next = noteCornerTap(taps.current, Date.now(), CORNER_RULE);
    taps.current = next.taps;
    if (next.complete) setStage({ kind: 'pin' });
  };
  const close = () => {
    setStage({ kind: 'closed' });
    setLeaveError(null);
  };

  return (
    <>
      <button type="button" className="kiosk-corner" aria-label="Меню сотрудника" onClick={tapCorner} />
      {stage.kind === 'pin' && (
        <div className="kiosk-overlay" role="dialog" aria-modal="true" aria-label="Вход для сотрудника">
          <div className="kiosk-overlay__panel">
            <PinPad
              title="PIN-код сотрудника"
              onCancel={close}
              onSubmit={async (pin) => {
                try {
                  await unlockKiosk(pin);
                  setStage({ kind: 'menu', pin });
                  return null;
                } catch (error) {
                  return pinErrorText(error);
                }
              }}
            />
          </div>
        </div>
      )}
      {stage.kind === 'menu' && (
        <div className="kiosk-overlay" role="dialog" aria-modal="true" aria-labelledby="kiosk-operator-title">
          <div className="kiosk-overlay__panel kiosk-operator">
            <h2 id="kiosk-operator-title">Меню сотрудника — {config.shopTitle}</h2>
            <dl className="kiosk-operator__status">
              <dt>Версия</dt>
              <dd>
                сервер {config.version}, приложение {APP_BUILD_ID}
              </dd>
              <dt>Экран не гаснет</dt>
              <dd>{WAKE_LOCK_TEXT[screen.wakeLock]}</dd>
              <dt>Полный экран</dt>
              <dd>{FULLSCREEN_TEXT[screen.fullscreen]}</dd>
              <dt>Сеть</dt>
              <dd>{online ? 'есть' : 'нет связи'}</dd>
              <dt>Service worker</dt>
              <dd>{workerText(worker)}</dd>
            </dl>
            {leaveError && (
              <p className="kiosk-pin__error" role="alert">
                {leaveError}
              </p>
            )}
            <div className="kiosk-operator__actions">
              <button
                type="button"
                className="kiosk-button kiosk-button--danger"
                onClick={async () => {
                  try {
                    await leaveKiosk(stage.pin);
                    onLeft();
                  } catch (error) {
                    setLeaveError(pinErrorText(error));
                  }
                }}
              >
                Выйти из режима киоска
              </button>
              <button type="button" className="kiosk-button" onClick={() => window.location.reload()}>
                Перезагрузить
              </button>
              <button type="button" className="kiosk-button kiosk-button--primary" onClick={close}>
                Закрыть
              </button>
            </div>
          </div>
        </div>
      )}
    </>
  );
}
