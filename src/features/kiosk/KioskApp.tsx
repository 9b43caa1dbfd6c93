import { useLocation, useNavigate } from '@tanstack/react-router';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { Product, Story } from '../../domain/contract/catalog';
import type { Shop } from '../../domain/contract/content';
import { KIOSK_PATH, KIOSK_TIMINGS, type KioskConfig } from '../../domain/contract/kiosk';
import type { Promo } from '../../domain/contract/promo';
import { GENERIC_REQUEST_ERROR } from '../../platform/api-client';
import { switchStorageNamespace } from '../../platform/persistence';
import { applyUpdate, isUpdateWaiting } from '../../platform/service-worker';
import { useOnline } from '../offline';
import { AttractLoop } from './AttractLoop';
import { attractSlides } from './attract-slides';
import { CustomerProviders } from './CustomerProviders';
import { wipeCustomerTraces } from './customer-reset';
import { EnrolScreen } from './EnrolScreen';
import { IdleCountdown } from './IdleCountdown';
import { countdownSecondsLeft } from './idle-machine';
import { loadKioskConfig } from './kiosk-api';
import { KioskLegalLinks } from './LegalPanel';
import { OperatorMenu } from './OperatorMenu';
import { useIdle } from './use-idle';
import { useKioskScreen } from './use-kiosk-screen';
import '../../styles/kiosk.css';
import { lazyPart } from '../../shared/lazy-part';

const KioskShop = lazyPart(() => import('./ordering').then((module) => module.default));

export interface KioskData {
  shops: readonly Shop[];
  stories: readonly Story[];
  promos: readonly Promo[];
  products: readonly Product[];
}

type Phase = 'starting' | 'failed' | 'enrol' | 'attract' | 'ordering' | 'resetting' | 'leaving';

const preventDefault = (event: Event) => event.preventDefault();

/**
 * The kiosk (issue 15): enrolment, then customers one after another — the
 * attract loop, the ordering screens, the idle countdown and a reset that
 * leaves nothing of the last customer (their stores are remounted empty in the
 * kiosk storage namespace; `wipeCustomerTraces` clears the rest). Staff reach
 * the operator menu through the top-left corner.
 */
export function KioskApp({ shops, stories, promos, products }: KioskData) {
  const [phase, setPhase] = useState<Phase>('starting');
  const [config, setConfig] = useState<KioskConfig | null>(null);
  const [session, setSession] = useState(0);
  const [operatorOpen, setOperatorOpen] = useState(false);
  const [doneAt, setDoneAt] = useState<number | null>(null);
  const [payingByPhone, setPayingByPhone] = useState(false);
  const online = useOnline();
  const screen = useKioskScreen();
  const navigate = useNavigate();
  const { pathname, searchStr } = useLocation();

  useEffect(() => {
    switchStorageNamespace('kiosk');
    document.addEventListener('contextmenu', preventDefault);
    let live = true;
    // A reload in the middle of a session (a crash, an update) must not hand that customer's cart on.
    const start = async () => {
      await wipeCustomerTraces();
      const loaded = await loadKioskConfig();
      if (!live) return;
      setConfig(loaded);
      setPhase(loaded ? 'attract' : 'enrol');
    };
    start().catch((error: unknown) => {
      console.warn('[kiosk] start failed', error);
      if (live) setPhase('failed');
    });
    return () => {
      live = false;
      document.removeEventListener('contextmenu', preventDefault);
      switchStorageNamespace('shopper');
    };
  }, []);

  const reset = useCallback(() => {
    setPhase((current) => (current === 'ordering' || current === 'attract' ? 'resetting' : current));
  }, []);

  useEffect(() => {
    if (phase !== 'resetting') return;
    // The customer's stores have unmounted by now (this runs after the commit that removed them).
    let live = true;
    void wipeCustomerTraces().then(() => {
      if (!live) return;
      // A new version waits: take it between customers (the page reloads onto it).
      if (isUpdateWaiting()) {
        applyUpdate();
        return;
      }
      setDoneAt(null);
      setSession((current) => current + 1);
      setPhase('attract');
    });
    return () => {
      live = false;
    };
  }, [phase]);

  // Leaving kiosk mode is the end of a customer too: the same wipe as a reset, then the shop's own pages.
  const leave = useCallback(() => setPhase('leaving'), []);
  useEffect(() => {
    if (phase !== 'leaving') return;
    // As for a reset, the customer's stores unmounted with this commit, so nothing writes their data back.
    void wipeCustomerTraces()
      .catch((error: unknown) => console.warn('[kiosk] leaving: the last customer not wiped', error))
      .then(() => window.location.assign('/'));
  }, [phase]);

  useEffect(() => {
    if (phase === 'attract' && (pathname !== KIOSK_PATH || searchStr !== '')) {
      void navigate({ to: KIOSK_PATH, replace: true });
    }
  }, [phase, pathname, searchStr, navigate]);

  const onOrderDone = useCallback(() => setDoneAt(Date.now()), []);
  useEffect(() => {
    if (doneAt === null || phase !== 'ordering') return;
    const timer = setTimeout(reset, Math.max(0, doneAt + KIOSK_TIMINGS.doneResetMs - Date.now()));
    return () => clearTimeout(timer);
  }, [doneAt, phase, reset]);

  const timings = useMemo(
    () => ({ idleMs: config?.idleMs ?? KIOSK_TIMINGS.idleMs, countdownMs: KIOSK_TIMINGS.countdownMs }),
    [config?.idleMs],
  );
  const idle = useIdle(phase === 'ordering' && !operatorOpen && !payingByPhone, timings, reset);
  const slides = useMemo(
    () => (phase === 'attract' ? attractSlides(stories, promos, products, Date.now()) : []),
    [phase, stories, promos, products],
  );

  return (
    <div className="kiosk" data-kiosk-phase={phase}>
      {phase === 'starting' && <p className="kiosk-message">Загрузка…</p>}
      {phase === 'failed' && (
        <div className="kiosk-message">
          <p>{GENERIC_REQUEST_ERROR}</p>
          <button type="button" className="kiosk-button kiosk-button--primary" onClick={() => window.location.reload()}>
            Повторить
          </button>
        </div>
      )}
      {phase === 'enrol' && (
        <EnrolScreen
          shops={shops}
          onEnrolled={(enrolled) => {
            setConfig(enrolled);
            setPhase('attract');
          }}
        />
      )}
      {config && (phase === 'attract' || phase === 'ordering') && (
        <CustomerProviders key={session}>
          {phase === 'attract' ? (
            <AttractLoop slides={slides} shopTitle={config.shopTitle} onStart={() => setPhase('ordering')} />
          ) : (
            <>
              <Suspense fallback={<p className="kiosk-message">Загрузка…</p>}>
                <KioskShop
                  config={config}
                  online={online}
                  onOrderDone={onOrderDone}
                  onPayingByPhone={setPayingByPhone}
                />
              </Suspense>
              <KioskLegalLinks />
            </>
          )}
        </CustomerProviders>
      )}
      {idle.state?.phase === 'countdown' && (
        <IdleCountdown secondsLeft={countdownSecondsLeft(idle.state, idle.now)} onContinue={idle.keepGoing} />
      )}
      {phase === 'leaving' && <p className="kiosk-message">Выходим из режима киоска…</p>}
      {config && phase !== 'enrol' && phase !== 'leaving' && (
        <OperatorMenu config={config} screen={screen} online={online} onOpenChange={setOperatorOpen} onLeft={leave} />
      )}
    </div>
  );
}
