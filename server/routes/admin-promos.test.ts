import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../../src/domain/contract/admin';
import { AdminPromoAnswer, AdminPromosAnswer } from '../../src/domain/contract/admin-promos';
import { PromosAnswer } from '../../src/domain/contract/api';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { QuoteAnswer } from '../../src/domain/contract/quote';
import { adminAudit } from '../db/schema';
import { PROMO_DELETE_DRAFT_ONLY, PROMO_STATUS_SEPARATE } from '../services/admin/promos';
import { ROLE_REQUIRED } from '../services/staff/actor';
import { createTestApp, type TestApp } from '../testing/app';
import { FIXED_NOW } from '../testing/clock';
import { expectErrorAnswer, FROM_SHOP, json } from '../testing/http';
import { orderDatabaseKinds } from '../testing/orders';
import { createTestStaff, staffHeaders, type TestStaff } from '../testing/staff';

vi.setConfig({ testTimeout: 30_000 });

const HOUR = 3600_000;
const at = (hours: number) => new Date(FIXED_NOW.getTime() + hours * HOUR).toISOString();
/** A product no seeded promotion names, so the quote shows this file's promos alone. */
const PRODUCT = 'medovik';

describe.each(orderDatabaseKinds())('the back office’s promotions on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  let now = FIXED_NOW;
  beforeAll(async () => {
    t = await createTestApp({ kind, clock: () => now });
    admin = await createTestStaff(t.database.db, { role: 'admin', now: FIXED_NOW });
  }, 60_000);
  afterAll(() => t?.close());

  /** On the wire: money in BYN. */
  const draft = (changes: Record<string, unknown> = {}) => ({
    title: 'Медовик −10 %',
    dateTimeFrom: at(-1),
    dateTimeTo: at(5),
    discountPercent: 10,
    items: [{ _id: PRODUCT }],
    ...changes,
  });
  const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, body?: unknown, member = admin) =>
    t.app.inject({
      method,
      url,
      headers: staffHeaders(member),
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const create = (body: unknown, member: TestStaff = admin) =>
    call('POST', buildPath(endpoints.adminPromoCreate), body, member);
  const setStatus = (id: string, status: string, version: number) =>
    call('PUT', buildPath(endpoints.adminPromoStatus, { id }), { status, version });
  const quote = async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: buildPath(endpoints.cartQuote),
      headers: FROM_SHOP,
      payload: { items: [{ _id: PRODUCT, count: 2 }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    return QuoteAnswer.parse(json(response));
  };
  const listed = async () =>
    PromosAnswer.parse(json(await t.app.inject({ method: 'GET', url: buildPath(endpoints.promos) }))).promosData.map(
      (promo) => promo._id,
    );
  const journal = (id: string) => t.database.db.select().from(adminAudit).where(eq(adminAudit.entityId, id));

  it('keeps a new promo a draft the shop never applies; publishing applies it, archiving stops it', async () => {
    const created = await create(draft());
    expect(created.statusCode, created.body).toBe(200);
    const { promo, version } = AdminPromoAnswer.parse(json(created));
    expect(promo.status).toBe('draft');
    expect(version).toBe(0);
    expect((json(created) as { promo: { items: unknown } }).promo.items).toEqual([{ _id: PRODUCT }]);
    const full = await quote();
    expect(full.total).toBe(full.sum);
    expect(await listed()).not.toContain(promo._id);

    const published = await setStatus(promo._id, 'published', version);
    expect(published.statusCode, published.body).toBe(200);
    const live = AdminPromoAnswer.parse(json(published));
    const priced = await quote();
    expect(priced.promo?._id).toBe(promo._id);
    expect(priced.total).toBe(full.sum - Math.round(full.sum / 10));
    expect(await listed()).toContain(promo._id);

    const archived = await setStatus(promo._id, 'archived', live.version);
    expect(archived.statusCode, archived.body).toBe(200);
    expect((await quote()).total).toBe(full.sum);
    expect(await listed()).not.toContain(promo._id);
    expect((await journal(promo._id)).map((row) => row.after.status ?? null)).toEqual([
      'draft',
      'published',
      'archived',
    ]);
  });

  it('applies a published promo from its window’s start without a restart', async () => {
    const { promo, version } = AdminPromoAnswer.parse(
      json(
        await create(
          draft({ title: 'Пятничный медовик', dateTimeFrom: at(24), dateTimeTo: at(30), status: 'published' }),
        ),
      ),
    );
    expect(promo.status).toBe('published');
    expect((await quote()).promo).toBeNull();
    now = new Date(FIXED_NOW.getTime() + 25 * HOUR);
    try {
      expect((await quote()).promo?._id).toBe(promo._id);
      expect(await listed()).toContain(promo._id);
      now = new Date(FIXED_NOW.getTime() + 31 * HOUR);
      expect((await quote()).promo).toBeNull();
    } finally {
      now = FIXED_NOW;
    }
    expect((await setStatus(promo._id, 'archived', version)).statusCode).toBe(200);
  });

  it('edits by version: a stale one is 409 with the promo as it is now; only a draft is deleted', async () => {
    const listedBefore = AdminPromosAnswer.parse(json(await call('GET', buildPath(endpoints.adminPromos))));
    const { promo, version } = AdminPromoAnswer.parse(json(await create(draft({ title: 'Старая цена' }))));
    const path = buildPath(endpoints.adminPromoUpdate, { id: promo._id });
    const put = (body: unknown) => call('PUT', path, body);
    const wire = {
      ...draft({ title: 'Медовик за 5 рублей' }),
      _id: promo._id,
      status: 'draft',
      discountPercent: undefined,
    };
    const saved = await put({
      promo: { ...wire, discountCost: 5, fromTheCount: { value: 2, fromItems: true } },
      version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = AdminPromoAnswer.parse(json(saved));
    expect(after.promo.discountCost).toBe(500);
    expect(after.promo.discountPercent).toBeUndefined();
    expect(after.version).toBe(version + 1);
    const stale = await put({ promo: { ...wire, discountFiat: 1 }, version });
    expect(expectErrorAnswer(stale, 409)).toBe(STALE_VERSION_MESSAGE);
    expect(AdminPromoAnswer.parse(json(stale)).promo.title).toBe('Медовик за 5 рублей');
    const statusByEdit = await put({
      promo: { ...wire, discountCost: 5, status: 'published' },
      version: after.version,
    });
    expect(expectErrorAnswer(statusByEdit, 400)).toBe(PROMO_STATUS_SEPARATE);

    const one = AdminPromoAnswer.parse(json(await call('GET', buildPath(endpoints.adminPromo, { id: promo._id }))));
    expect(one).toEqual(after);
    const all = AdminPromosAnswer.parse(json(await call('GET', buildPath(endpoints.adminPromos))));
    expect(all.promos.length).toBe(listedBefore.promos.length + 1);

    const published = AdminPromoAnswer.parse(json(await setStatus(promo._id, 'published', after.version)));
    const remove = (v: number) => call('DELETE', path, { version: v });
    expect(expectErrorAnswer(await remove(published.version), 400)).toBe(PROMO_DELETE_DRAFT_ONLY);
    const drafted = AdminPromoAnswer.parse(json(await setStatus(promo._id, 'draft', published.version)));
    expectErrorAnswer(await remove(published.version), 409);
    expect((await remove(drafted.version)).statusCode).toBe(200);
    expectErrorAnswer(await remove(drafted.version), 404);
    expect((await journal(promo._id)).length).toBe(5);
  });

  it('refuses what the engine would refuse with its Russian message, and other roles, writing nothing', async () => {
    const before = (await t.database.db.select().from(adminAudit)).length;
    const engine = await create(draft({ discountFiat: 1 }));
    expect(expectErrorAnswer(engine, 400)).toMatch(/ровно одна скидка/);
    expect(expectErrorAnswer(await create(draft({ discountPercent: 0 })), 400)).toMatch(/ровно одна скидка/);
    expect(expectErrorAnswer(await create(draft({ dateTimeTo: at(-2) })), 400)).toMatch(/дата начала позже/);
    expect(expectErrorAnswer(await create(draft({ items: [{ _id: 'net-takogo-pirog' }] })), 400)).toMatch(
      /нет в каталоге/,
    );
    const bad = [
      draft({ title: '' }),
      draft({ title: 'Акция\u0000' }),
      draft({ discountPercent: 120 }),
      draft({ discountPercent: undefined, discountFiat: 0.001 }),
      draft({ discountForEvery: 0 }),
      draft({ fromTheCount: { value: 2.5, fromItems: true } }),
      draft({ fromTheCost: { value: -1, fromItems: false } }),
      draft({ items: [] }),
      draft({ dateTimeFrom: 'завтра' }),
      draft({ status: 'live' }),
    ];
    for (const body of bad) expectErrorAnswer(await create(body), 400);
    const manager = await createTestStaff(t.database.db, { role: 'manager' });
    const staff = await createTestStaff(t.database.db, { role: 'staff' });
    for (const member of [manager, staff]) {
      expect(expectErrorAnswer(await create(draft(), member), 403)).toBe(ROLE_REQUIRED.admin);
      expectErrorAnswer(await call('GET', buildPath(endpoints.adminPromos), undefined, member), 403);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: buildPath(endpoints.adminPromos), headers: FROM_SHOP });
    expectErrorAnswer(anonymous, 401);
    expect((await t.database.db.select().from(adminAudit)).length).toBe(before);
  });
});
