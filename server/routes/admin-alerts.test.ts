import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminAlertAnswer, type AdminAlertDraft, STALE_VERSION_MESSAGE } from '../../src/domain/contract/admin';
import { AlertsAnswer } from '../../src/domain/contract/api';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { adminAudit } from '../db/schema';
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
  const shown = async () =>
    AlertsAnswer.parse(json(await t.app.inject({ method: 'GET', url: buildPath(endpoints.alerts) }))).alertsData.map(
      (alert) => alert.title,
    );
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
    expect(expectErrorAnswer(await create(draft(), manager), 403)).toBe(ROLE_REQUIRED.admin);
    expect((await t.database.db.select().from(adminAudit)).length).toBe(before);
  });
});
