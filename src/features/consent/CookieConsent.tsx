import { useEffect, useState } from 'react';
import { useLoaded } from '../../shared/use-loaded';
import { CookieBanner } from './CookieBanner';
import {
  applyCookieChoice,
  followOtherTabs,
  onOpenCookieSettings,
  startConsent,
  subscribeCookieSettings,
} from './consent.runtime';
import { acceptAll, type CookieSettings, chooseSettings, declineAll } from './consent.store';

const loadSettingsModal = () => import('./CookieSettingsModal').then((module) => module.CookieSettingsModal);

/**
 * The cookie banner and the cookie settings modal; rendered once, in the root.
 * Until the stored choice is read in the browser, the hint cookie decides
 * (`choiceMadeHint`, the same on the server and during hydration): the server
 * renders the banner for a device that has not chosen, so it paints with the page.
 */
export function CookieConsent({ choiceMadeHint }: { choiceMadeHint: boolean }) {
  const [settings, setSettings] = useState<CookieSettings | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Fetched when first opened: the banner's buttons and the stored choice need none of it.
  const SettingsModal = useLoaded(settingsOpen, loadSettingsModal, 'consent: the cookie settings');

  useEffect(() => {
    setSettings(startConsent());
    const unsubscribe = subscribeCookieSettings(setSettings);
    const unfollow = followOtherTabs();
    const unlisten = onOpenCookieSettings(() => setSettingsOpen(true));
    return () => {
      unsubscribe();
      unfollow();
      unlisten();
    };
  }, []);

  const showBanner = settings ? !settings.policyAccepted : !choiceMadeHint;
  return (
    <>
      {showBanner && (
        <CookieBanner
          onAccept={() => applyCookieChoice(acceptAll())}
          onDecline={() => applyCookieChoice(declineAll())}
          onOpenSettings={() => setSettingsOpen(true)}
        />
      )}
      {settings && SettingsModal && (
        <SettingsModal
          open={settingsOpen}
          saved={settings}
          onSave={(analyticsStorage, adStorage) => {
            applyCookieChoice(chooseSettings(analyticsStorage, adStorage));
            setSettingsOpen(false);
          }}
          onClose={() => setSettingsOpen(false)}
        />
      )}
    </>
  );
}
