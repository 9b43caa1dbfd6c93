import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { adoptShopOffsetPeriod, parseOffsetPeriod } from './domain/shop-offset-period';
import { adoptRenderedLocation } from './features/offline';
import { createHttpReadApi } from './platform/api-client';
import { buildSchemasWithoutEval } from './platform/schemas-without-eval';
import { startServiceWorkerWhenIdle } from './platform/service-worker';
import { createAppRouter, hintsFromDocument } from './router';
import { keepAimedPositionsExact } from './shared/deferred-layout';
import { yieldToBrowser } from './shared/yield-to-browser';

// Before any schema is built: our CSP forbids eval (see the module).
buildSchemasWithoutEval();

// An offline fallback document hydrates at the URL it was rendered for; the app then moves on to the one asked for.
adoptRenderedLocation();

// Evaluating the modules above, building the router and starting hydration were one task of about 90 ms at
// Lighthouse's 4× CPU slowdown; each is its own task now, so a tap during start-up waits for one of them at most.
// (Not a top-level await: the bundler would then split the entry from the chunk it starts, one more round trip.)
async function startApp(): Promise<void> {
  await yieldToBrowser();
  // Before anything renders a date: the server's word on Minsk's offset spares the page Intl's date data.
  const shopOffset = parseOffsetPeriod(document.documentElement.dataset.shopOffset);
  adoptShopOffsetPeriod(shopOffset);
  const router = createAppRouter({
    api: createHttpReadApi(),
    origin: window.location.origin,
    hints: hintsFromDocument(document.documentElement),
    shopOffset,
  });
  keepAimedPositionsExact(router);
  await yieldToBrowser();
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread for
  // the whole page in one long task, so a tap during start-up is not kept waiting.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    );
  });
}

void startApp();

// The service worker (offline, updates) starts once the page is interactive and the browser is idle.
startServiceWorkerWhenIdle();
