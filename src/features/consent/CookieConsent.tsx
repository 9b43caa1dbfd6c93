import { useEffect, useState } from 'react';
import { CookieBanner } from './CookieBanner';
import { CookieSettingsModal } from './CookieSettingsModal';
import {
  applyCookieChoice,
  followOtherTabs,
  onOpenCookieSettings,
  startConsent,
  subscribeCookieSettings,
} from './consent.runtime';
import { acceptAll, type CookieSettings, chooseSettings, declineAll } from './consent.store';

/**
 * The cookie banner and the cookie settings modal; rendered once, in the root.
 * The server cannot know the stored choice, so nothing is rendered until the
 * component has mounted in the browser (server HTML and hydration agree).
 */
export function CookieConsent() {
  const [settings, setSettings] = useState<CookieSettings | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);

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

  if (!settings) return null;
  return (
    <>
      {!settings.policyAccepted && (
        <CookieBanner
          onAccept={() => applyCookieChoice(acceptAll())}
          onDecline={() => applyCookieChoice(declineAll())}
          onOpenSettings={() => setSettingsOpen(true)}
        />
      )}
      <CookieSettingsModal
        open={settingsOpen}
        saved={settings}
        onSave={(analyticsStorage, adStorage) => {
          applyCookieChoice(chooseSettings(analyticsStorage, adStorage));
          setSettingsOpen(false);
        }}
        onClose={() => setSettingsOpen(false)}
      />
    </>
  );
}
