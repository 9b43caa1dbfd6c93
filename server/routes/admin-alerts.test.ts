import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AdminAlertAnswer,
  type AdminAlertDraft,
  AdminAlertsAnswer,
  STALE_VERSION_MESSAGE,
} from '../../src/domain/contract/admin';
import { AlertsAnswer } from '../../src/domain/contract/api';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { adminAudit } from '../db/schema';
import { GLOBAL_ALERT_ADMINS_ONLY } from '../services/admin/alerts';
import { NOT_YOUR_SHOP } from '../services/admin/shop-access';
import { ROLE_REQUIRED } from '../services/staff/actor';
import { createTestApp, type TestApp } from '../testing/app';
import { FIXED_NOW } from '../testing/clock';
import { expectErrorAnswer, json } from '../testing/http';
import { orderDatabaseKinds } from '../testing/orders';
import { createTestStaff, staffHeaders, type TestStaff } from '../testing/staff';

vi.setConfig({ testTimeout: 30_000 });

const HOUR = 3600_000;
const at = (hours: number) => new Date(FIXED_NOW.getTime() + hours * HOUR).toISOString();

describe.each(orderDatabaseKinds())('the back office’s alerts on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  let now = FIXED_NOW;
  beforeAll(async () => {
    t = await createTestApp({ kind, clock: () => now });
    admin = await createTestStaff(t.database.db, { role: 'admin', now: FIXED_NOW });
  }, 60_000);
  afterAll(() => t?.close());

  const draft = (changes: Partial<Record<keyof AdminAlertDraft, unknown>> = {}) => ({
    title: 'Пекарня на Немиге закрыта',
    text: 'Сегодня пекарня на Немиге не работает: заказы забирайте на Независимости.',
    link: { label: 'Адреса пекарен', href: '/adresa' },
    dateTimeFrom: at(-1),
    dateTimeTo: at(5),
    ...changes,
  });
  const create = (body: unknown, member: TestStaff = admin) =>
    t.app.inject({
      method: 'POST',
      url: buildPath(endpoints.adminAlertCreate),
      headers: staffHeaders(member),
      payload: body as object,
    });
  const shownAlerts = async () =>
    AlertsAnswer.parse(json(await t.app.inject({ method: 'GET', url: buildPath(endpoints.alerts) }))).alertsData;
  const shown = async () => (await shownAlerts()).map((alert) => alert.title);
  const journal = (id: string) => t.database.db.select().from(adminAudit).where(eq(adminAudit.entityId, id));

  it('shows a new alert to shoppers during its window only, and a scheduled one from its start', async () => {
    const created = await create(draft());
    expect(created.statusCode, created.body).toBe(200);
    const { alert, version } = AdminAlertAnswer.parse(json(created));
    expect(version).toBe(0);
    expect(alert._id).toMatch(/^alert-[0-9a-f]{12}$/);
    expect(await shown()).toContain('Пекарня на Немиге закрыта');
    expect(await journal(alert._id)).toHaveLength(1);

    const later = await create(draft({ title: 'Пятничная акция', dateTimeFrom: at(24), dateTimeTo: at(30) }));
    expect(later.statusCode, later.body).toBe(200);
    expect(await shown()).not.toContain('Пятничная акция');
    now = new Date(FIXED_NOW.getTime() + 25 * HOUR);
    try {
      expect(await shown()).toEqual(expect.arrayContaining(['Пятничная акция']));
      expect(await shown()).not.toContain('Пекарня на Немиге закрыта');
    } finally {
      now = FIXED_NOW;
    }
  });

  it('edits and removes by version: a stale one is 409 with the alert as it is now', async () => {
    const { alert, version } = AdminAlertAnswer.parse(json(await create(draft({ title: 'Новые часы работы' }))));
    const path = buildPath(endpoints.adminAlertUpdate, { id: alert._id });
    const put = (body: unknown) =>
      t.app.inject({ method: 'PUT', url: path, headers: staffHeaders(admin), payload: body as object });
    const saved = await put({ alert: { ...alert, text: 'С понедельника работаем с 7:00.' }, version });
    expect(saved.statusCode, saved.body).toBe(200);
    const stale = await put({ alert: { ...alert, text: 'Правка на старой версии' }, version });
    expect(expectErrorAnswer(stale, 409)).toBe(STALE_VERSION_MESSAGE);
    expect(AdminAlertAnswer.parse(json(stale)).alert.text).toBe('С понедельника работаем с 7:00.');

    const remove = (v: number) =>
      t.app.inject({ method: 'DELETE', url: path, headers: staffHeaders(admin), payload: { version: v } });
    expectErrorAnswer(await remove(version), 409);
    expect(await shown()).toContain('Новые часы работы');
    const removed = await remove(version + 1);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await shown()).not.toContain('Новые часы работы');
    expectErrorAnswer(await remove(version + 1), 404);
    const rows = await journal(alert._id);
    expect(rows.map((row) => [Object.keys(row.before).length > 0, Object.keys(row.after).length > 0])).toEqual([
      [false, true],
      [true, true],
      [true, false],
    ]);
  });

  it('refuses bad alerts with a Russian message and other roles with 403, writing nothing', async () => {
    const before = (await t.database.db.select().from(adminAudit)).length;
    const bad = [
      draft({ dateTimeTo: at(-2) }),
      draft({ link: { label: 'Сюда', href: 'https://evil.example/' } }),
      draft({ link: { label: 'Сюда', href: '//evil.example/' } }),
      draft({ title: '' }),
      draft({ text: 'Текст\u0000' }),
      draft({ dateTimeFrom: 'завтра' }),
    ];
    for (const body of bad) expectErrorAnswer(await create(body), 400);
    const manager = await createTestStaff(t.database.db, { role: 'manager' });
    expect(expectErrorAnswer(await create(draft(), manager), 403)).toBe(GLOBAL_ALERT_ADMINS_ONLY);
    const staff = await createTestStaff(t.database.db, { role: 'staff' });
    expect(expectErrorAnswer(await create(draft({ shopId: 'nemiga' }), staff), 403)).toBe(ROLE_REQUIRED.manager);
    expectErrorAnswer(await create(draft({ shopId: 'нет такой' })), 400);
    expectErrorAnswer(await create(draft({ shopId: 'no-such-shop' })), 404);
    expect((await t.database.db.select().from(adminAudit)).length).toBe(before);
  });

  it('lets a manager post, edit and remove alerts of their own shops only', async () => {
    const manager = await createTestStaff(t.database.db, { role: 'manager', shopIds: ['nemiga'] });
    const own = await create(draft({ title: 'Немига: ремонт', shopId: 'nemiga' }), manager);
    expect(own.statusCode, own.body).toBe(200);
    const { alert, version } = AdminAlertAnswer.parse(json(own));
    expect(alert.shopId).toBe('nemiga');
    const shopAlerts = (await shownAlerts()).filter((shown) => shown._id === alert._id);
    expect(shopAlerts.map((shown) => shown.shopId)).toEqual(['nemiga']);

    expect(expectErrorAnswer(await create(draft({ shopId: 'nezavisimosti' }), manager), 403)).toBe(NOT_YOUR_SHOP);
    const others = AdminAlertAnswer.parse(json(await create(draft({ title: 'Чужая', shopId: 'nezavisimosti' }))));
    const global = AdminAlertAnswer.parse(json(await create(draft({ title: 'Всем' }))));

    const listed = await t.app.inject({
      method: 'GET',
      url: buildPath(endpoints.adminAlerts),
      headers: staffHeaders(manager),
    });
    const ids = AdminAlertsAnswer.parse(json(listed)).alerts.map((entry) => entry.alert._id);
    expect(ids).toContain(alert._id);
    expect(ids).not.toContain(others.alert._id);
    expect(ids).not.toContain(global.alert._id);

    const put = (target: AdminAlertAnswer, changes: object) =>
      t.app.inject({
        method: 'PUT',
        url: buildPath(endpoints.adminAlertUpdate, { id: target.alert._id }),
        headers: staffHeaders(manager),
        payload: { alert: { ...target.alert, ...changes }, version: target.version },
      });
    expect((await put({ alert, version }, { text: 'Ремонт до пятницы.' })).statusCode).toBe(200);
    expect(expectErrorAnswer(await put({ alert, version: version + 1 }, { shopId: null }), 403)).toBe(
      GLOBAL_ALERT_ADMINS_ONLY,
    );
    // Taking another shop's alert over by naming one's own shop is refused too.
    expectErrorAnswer(await put(others, { shopId: 'nemiga' }), 403);
    expectErrorAnswer(await put(global, { shopId: 'nemiga' }), 403);

    const remove = (target: AdminAlertAnswer, v: number) =>
      t.app.inject({
        method: 'DELETE',
        url: buildPath(endpoints.adminAlertDelete, { id: target.alert._id }),
        headers: staffHeaders(manager),
        payload: { version: v },
      });
    expectErrorAnswer(await remove(global, global.version), 403);
    expectErrorAnswer(await remove(others, others.version), 403);
    expect((await remove({ alert, version }, version + 1)).statusCode).toBe(200);
  });
});
