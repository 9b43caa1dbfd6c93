import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { adoptRenderedLocation } from './features/offline';
import { createHttpReadApi } from './platform/api-client';
import { buildSchemasWithoutEval } from './platform/schemas-without-eval';
import { startServiceWorkerWhenIdle } from './platform/service-worker';
import { createAppRouter, hintsFromDocument } from './router';

// Before any schema is built: our CSP forbids eval (see the module).
buildSchemasWithoutEval();

// An offline fallback document hydrates at the URL it was rendered for; the app then moves on to the one asked for.
adoptRenderedLocation();

const router = createAppRouter({
  api: createHttpReadApi(),
  origin: window.location.origin,
  hints: hintsFromDocument(document.documentElement),
});

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

// The service worker (offline, updates) starts once the page is interactive and the browser is idle.
startServiceWorkerWhenIdle();
