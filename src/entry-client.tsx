import { RouterClient } from '@tanstack/react-router/ssr/client';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createHttpReadApi } from './platform/api-client';
import { buildSchemasWithoutEval } from './platform/schemas-without-eval';
import { startServiceWorkerWhenIdle } from './platform/service-worker';
import { createAppRouter, deviceHintsFrom } from './router';

// Before any schema is built: our CSP forbids eval (see the module).
buildSchemasWithoutEval();

const router = createAppRouter({
  api: createHttpReadApi(),
  origin: window.location.origin,
  hints: deviceHintsFrom(document.cookie),
});

hydrateRoot(
  document,
  <StrictMode>
    <RouterClient router={router} />
  </StrictMode>,
);

// The service worker (offline, updates) starts once the page is interactive and the browser is idle.
startServiceWorkerWhenIdle();
