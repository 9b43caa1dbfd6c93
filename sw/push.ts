/// <reference lib="webworker" />
import { BRAND } from '../src/domain/brand/brand';
import { APP_ICON_192 } from '../src/domain/brand/web-manifest';
import type { PushPayload } from '../src/domain/contract/push';

declare const self: ServiceWorkerGlobalScope;

/*
 * Web push (issue 28). Every push shows a notification — browsers revoke
 * the permission of a site whose pushes show nothing — so one the contract
 * does not describe still shows the shop's generic one. A tap opens the page
 * the message names, in a window of the shop already open if there is one.
 */

const ICON = APP_ICON_192;

/** The contract's `PushPayload`, checked by hand: the worker carries no zod. */
function isPushPayload(value: unknown): value is PushPayload {
  if (typeof value !== 'object' || value === null) return false;
  const { title, body, url, tag } = value as Record<string, unknown>;
  return (
    typeof title === 'string' &&
    typeof body === 'string' &&
    typeof tag === 'string' &&
    typeof url === 'string' &&
    url.startsWith('/')
  );
}

function payloadOf(event: PushEvent): PushPayload {
  try {
    const data: unknown = event.data?.json();
    if (isPushPayload(data)) return data;
  } catch {
    // Not JSON: shown as the generic notification below.
  }
  return { title: BRAND.name, body: 'Новости о вашем заказе', url: '/', tag: 'shop' };
}

/** Only paths of this shop: a message cannot send the tap elsewhere. */
function pageUrl(path: string): string {
  const url = new URL(path, self.location.origin);
  return url.origin === self.location.origin ? url.href : self.location.origin;
}

export function installPush(): void {
  self.addEventListener('push', (event) => {
    const payload = payloadOf(event);
    event.waitUntil(
      self.registration.showNotification(payload.title, {
        body: payload.body,
        tag: payload.tag,
        icon: ICON,
        badge: ICON,
        lang: 'ru',
        data: { url: pageUrl(payload.url) },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = event.notification.data as { url?: unknown } | null;
    const target = pageUrl(typeof data?.url === 'string' ? data.url : '/');
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const same = windows.find((client) => client.url === target);
        if (same) return void (await same.focus());
        const any = windows.find((client) => new URL(client.url).origin === self.location.origin);
        if (any) {
          await any.focus();
          return void (await any.navigate(target));
        }
        await self.clients.openWindow(target);
      })(),
    );
  });
}
