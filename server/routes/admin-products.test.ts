import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  AdminAuditAnswer,
  AdminProductAnswer,
  type AdminProductBody,
  STALE_VERSION_MESSAGE,
} from '../../src/domain/contract/admin';
import { ProductsAllAnswer } from '../../src/domain/contract/api';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { KIOSK_COOKIE } from '../../src/domain/contract/kiosk';
import { QuoteAnswer } from '../../src/domain/contract/quote';
import { kopecksToByn } from '../../src/domain/money';
import { adminAudit, products } from '../db/schema';
import { PRODUCT_FIXED_FIELDS, PRODUCT_PHOTO_NOT_UPLOADED } from '../services/admin/products';
import { ROLE_REQUIRED } from '../services/staff/actor';
import { createTestUser, TEST_ORIGIN } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/app';
import { expectErrorAnswer, FROM_SHOP, json } from '../testing/http';
import { enrolTestKiosk } from '../testing/kiosk';
import { orderDatabaseKinds } from '../testing/orders';
import { createTestStaff, staffHeaders, type TestStaff } from '../testing/staff';

vi.setConfig({ testTimeout: 30_000 });

const PRODUCT_ID = 'kapusta-yaytso';

describe.each(orderDatabaseKinds())('the back office’s products on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await createTestStaff(t.database.db, { role: 'admin' });
  }, 60_000);
  afterAll(() => t?.close());

  const path = (id = PRODUCT_ID) => buildPath(endpoints.adminProduct, { id });
  const read = (headers: Record<string, string> = staffHeaders(admin), id = PRODUCT_ID) =>
    t.app.inject({ method: 'GET', url: path(id), headers });
  const save = (payload: unknown, headers: Record<string, string> = staffHeaders(admin), id = PRODUCT_ID) =>
    t.app.inject({ method: 'PUT', url: path(id), headers, payload: payload as object });
  const current = async (): Promise<AdminProductBody> => {
    const response = await read();
    expect(response.statusCode, response.body).toBe(200);
    return AdminProductAnswer.parse(json(response));
  };
  /** The product as the wire spells it (BYN), edited. */
  const edited = (body: AdminProductBody, changes: Record<string, unknown>, version = body.version) => ({
    product: { ...body.product, cost: kopecksToByn(body.product.cost), ...changes },
    version,
  });
  const catalogue = async () =>
    ProductsAllAnswer.parse(json(await t.app.inject({ method: 'GET', url: buildPath(endpoints.productsAll) })));
  const quote = async () =>
    QuoteAnswer.parse(
      json(
        await t.app.inject({
          method: 'POST',
          url: buildPath(endpoints.cartQuote),
          headers: FROM_SHOP,
          payload: { items: [{ _id: PRODUCT_ID, count: 2 }] },
        }),
      ),
    );
  const auditRows = () => t.database.db.select().from(adminAudit).where(eq(adminAudit.entityId, PRODUCT_ID));
  const stored = async () => {
    const [row] = await t.database.db.select().from(products).where(eq(products.id, PRODUCT_ID));
    if (!row) throw new Error('the demo product is missing');
    return row;
  };

  it('refuses everyone but an admin, before reading the body', async () => {
    const before = await current();
    const body = edited(before, { cost: 1 });
    const shopper = await createTestUser(t.database.db);
    const kiosk = await enrolTestKiosk(t.app);
    const staff = await createTestStaff(t.database.db, { role: 'staff' });
    const manager = await createTestStaff(t.database.db, { role: 'manager' });
    for (const headers of <Record<string, string>[]>[
      { origin: TEST_ORIGIN },
      { origin: TEST_ORIGIN, cookie: shopper.cookie },
      { origin: TEST_ORIGIN, cookie: `${KIOSK_COOKIE}=${kiosk.token}` },
    ]) {
      expectErrorAnswer(await read(headers), 401);
      expectErrorAnswer(await save(body, headers), 401);
    }
    for (const member of [staff, manager]) {
      expect(expectErrorAnswer(await read(staffHeaders(member)), 403)).toBe(ROLE_REQUIRED.admin);
      expect(expectErrorAnswer(await save(body, staffHeaders(member)), 403)).toBe(ROLE_REQUIRED.admin);
      const list = await t.app.inject({
        method: 'GET',
        url: buildPath(endpoints.adminProducts),
        headers: staffHeaders(member),
      });
      expectErrorAnswer(list, 403);
    }
    // An admin's session from another site's page changes nothing.
    expectErrorAnswer(await save(body, staffHeaders(admin, 'https://evil.example')), 403);
    expect((await stored()).version).toBe(before.version);
  });

  it('saves a price, and the catalogue and the quote price from it at once, with one journal row', async () => {
    const before = await current();
    const auditBefore = (await auditRows()).length;
    const response = await save(edited(before, { cost: 9.99 }));
    expect(response.statusCode, response.body).toBe(200);
    const saved = AdminProductAnswer.parse(json(response));
    expect(saved.version).toBe(before.version + 1);
    expect(saved.product.cost).toBe(999);
    expect(response.headers['cache-control']).toBe('private, no-store');

    const shown = (await catalogue()).products.find((product) => product._id === PRODUCT_ID);
    expect(shown?.cost).toBe(999);
    const priced = await quote();
    expect(priced.sum).toBe(1998);

    const rows = await auditRows();
    expect(rows).toHaveLength(auditBefore + 1);
    expect(rows.at(-1)).toMatchObject({
      staffId: admin.id,
      entity: 'product',
      before: { cost: before.product.cost },
      after: { cost: 999 },
    });

    // Saving it unchanged writes nothing and keeps the version.
    const again = await save(edited(saved, {}));
    expect(AdminProductAnswer.parse(json(again)).version).toBe(saved.version);
    expect(await auditRows()).toHaveLength(auditBefore + 1);
  });

  it('refuses an edit of a stale version with the product as it is now, and writes nothing', async () => {
    const before = await current();
    const first = await save(edited(before, { title: 'Пирог с капустой и яйцом — новый' }));
    expect(first.statusCode, first.body).toBe(200);
    const stale = await save(edited(before, { title: 'Пирог, который потеряет чужую правку' }));
    expect(expectErrorAnswer(stale, 409)).toBe(STALE_VERSION_MESSAGE);
    const conflict = AdminProductAnswer.parse(json(stale));
    expect(conflict.product.title).toBe('Пирог с капустой и яйцом — новый');
    expect(conflict.version).toBe(before.version + 1);
    expect((await stored()).title).toBe('Пирог с капустой и яйцом — новый');
  });

  it('lets one of several saves of the same version win and refuses the others', async () => {
    const before = await current();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => save(edited(before, { cost: 10 + n, title: `Пирог номер ${n}` }))),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const winner = AdminProductAnswer.parse(
      json(answers.find((answer) => answer.statusCode === 200) as LightMyRequestResponse),
    );
    const row = await stored();
    expect(row.version).toBe(before.version + 1);
    expect(row.title).toBe(winner.product.title);
    expect(row.costKopecks).toBe(winner.product.cost);
  });

  it('refuses bad input of every field with a Russian message and writes nothing', async () => {
    const before = await current();
    const rowBefore = await stored();
    const auditBefore = (await auditRows()).length;
    const bad: [string, unknown][] = [
      ['empty title', edited(before, { title: '   ' })],
      ['control character', edited(before, { title: 'Пирог\u0000' })],
      ['lone surrogate', edited(before, { description: 'Пирог \ud800' })],
      ['too long', edited(before, { composition: 'м'.repeat(2001) })],
      ['negative price', edited(before, { cost: -1 })],
      ['fractional kopecks', edited(before, { cost: 1.234 })],
      ['price as text', edited(before, { cost: '5' })],
      ['discount over 100', edited(before, { discount: 101 })],
      ['zero weight', edited(before, { weight: 0 })],
      ['unknown category', edited(before, { category: 'torty' })],
      ['unknown unit', edited(before, { unit: 'кг' })],
      ['no visibility', edited(before, { visible: 'да' })],
      ['negative version', edited(before, {}, -1)],
      ['no product', { version: before.version }],
      ['another product', edited(before, { _id: 'drugoy-pirog' })],
      ['unknown allergen', edited(before, { allergens: { contains: ['nuts'], mayContain: [], known: true } })],
      ['food values left out', edited(before, { nutrition: undefined })],
      ['allergens in the older form', edited(before, { allergens: null })],
      ['allergens without known', edited(before, { allergens: { contains: [], mayContain: [] } })],
      [
        'КБЖУ without the piece’s weight',
        edited(before, { nutrition: { kcal: 230, proteins: 7.5, fats: 9, carbs: 29 } }),
      ],
      [
        'a piece heavier than the product',
        edited(before, {
          nutrition: { kcal: 230, proteins: 7.5, fats: 9, carbs: 29, weight: before.product.weight + 1 },
        }),
      ],
    ];
    for (const [label, payload] of bad) {
      const response = await save(payload);
      expect(response.statusCode, label).toBe(400);
      expectErrorAnswer(response, 400);
    }
    expect(expectErrorAnswer(await save(edited(before, { slug: 'novyy-adres' })), 400)).toBe(PRODUCT_FIXED_FIELDS);
    expectErrorAnswer(
      await save(edited(before, { image: { ...before.product.image, base: '//evil.example/x' } })),
      400,
    );
    expect(
      expectErrorAnswer(await save(edited(before, { image: { ...before.product.image, base: '/images/other' } })), 400),
    ).toBe(PRODUCT_PHOTO_NOT_UPLOADED);
    expectErrorAnswer(await read(staffHeaders(admin), 'Not An Id!'), 400);
    expectErrorAnswer(await read(staffHeaders(admin), 'net-takogo'), 404);
    expectErrorAnswer(await save(edited(before, { _id: 'net-takogo' }), staffHeaders(admin), 'net-takogo'), 404);
    expect(await stored()).toEqual(rowBefore);
    expect(await auditRows()).toHaveLength(auditBefore);
  });

  it('saves КБЖУ, allergens and flags for the shop, refuses numbers that cannot be true, and clears to unknown', async () => {
    const before = await current();
    const macros = { proteins: 8, fats: 9, carbs: 30, weight: 110 };
    const tooMuch = await save(
      edited(before, { nutrition: { kcal: 600, proteins: 40, fats: 40, carbs: 30, weight: 110 } }),
    );
    expect(expectErrorAnswer(tooMuch, 400)).toContain('Белков, жиров и углеводов вместе не больше 100 г');
    const offEnergy = await save(edited(before, { nutrition: { kcal: 400, ...macros } }));
    expect(expectErrorAnswer(offEnergy, 400)).toContain('Калорийность не сходится с БЖУ');

    const changes = {
      nutrition: { kcal: 235, ...macros },
      allergens: { contains: ['gluten', 'yaytsa'], mayContain: ['orehi'], known: true },
      vegetarian: true,
      lean: false,
    };
    const saved = await save(edited(before, changes));
    expect(saved.statusCode, saved.body).toBe(200);
    const shown = (await catalogue()).products.find((product) => product._id === PRODUCT_ID);
    expect(shown).toMatchObject(changes);

    // Unknown with boxes still ticked keeps nothing of them: unknown lists nothing.
    const unknownAllergens = { contains: ['moloko'], mayContain: [], known: false };
    const cleared = await save(
      edited(AdminProductAnswer.parse(json(saved)), { nutrition: null, allergens: unknownAllergens }),
    );
    expect(cleared.statusCode, cleared.body).toBe(200);
    const unknown = (await catalogue()).products.find((product) => product._id === PRODUCT_ID);
    expect(unknown).toMatchObject({ nutrition: null, allergens: { contains: [], mayContain: [], known: false } });
    const restored = await save(
      edited(AdminProductAnswer.parse(json(cleared)), { ...before.product, cost: kopecksToByn(before.product.cost) }),
    );
    expect(restored.statusCode, restored.body).toBe(200);
  });

  it('hides a product from the catalogue and carts, and lists it for admins still', async () => {
    const before = await current();
    const hidden = await save(edited(before, { visible: false }));
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await catalogue()).products.some((product) => product._id === PRODUCT_ID)).toBe(false);
    expect((await quote()).unavailable).toEqual([PRODUCT_ID]);
    const list = await t.app.inject({
      method: 'GET',
      url: buildPath(endpoints.adminProducts),
      headers: staffHeaders(admin),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(JSON.parse(list.body).products.some((entry: AdminProductBody) => entry.product._id === PRODUCT_ID)).toBe(
      true,
    );
    const shown = await save(edited(AdminProductAnswer.parse(json(hidden)), { visible: true }));
    expect(shown.statusCode, shown.body).toBe(200);
    expect((await catalogue()).products.some((product) => product._id === PRODUCT_ID)).toBe(true);
  });

  it('keeps a journal admins can read newest first, by record and by person', async () => {
    const before = await current();
    const saved = await save(edited(before, { popular: !before.product.popular }));
    expect(saved.statusCode, saved.body).toBe(200);
    const journal = (query: string, member: TestStaff = admin) =>
      t.app.inject({
        method: 'GET',
        url: `${buildPath(endpoints.adminAudit)}?${query}`,
        headers: staffHeaders(member),
      });
    const answer = AdminAuditAnswer.parse(json(await journal(`entity=product&entityId=${PRODUCT_ID}&limit=1`)));
    expect(answer.entries).toEqual([
      {
        at: expect.any(String),
        staff: { id: admin.id, name: expect.any(String) },
        entity: 'product',
        entityId: PRODUCT_ID,
        before: { popular: before.product.popular },
        after: { popular: !before.product.popular },
      },
    ]);
    const byPerson = AdminAuditAnswer.parse(json(await journal(`staff=${admin.id}`)));
    expect(byPerson.entries.length).toBeGreaterThan(1);
    expect(byPerson.entries.every((entry) => entry.staff.id === admin.id)).toBe(true);
    const nobody = AdminAuditAnswer.parse(json(await journal('staff=00000000-0000-4000-8000-000000000000')));
    expect(nobody.entries).toEqual([]);
    expectErrorAnswer(await journal('staff=nobody'), 400);
    expectErrorAnswer(await journal('entity=orders'), 400);
    expectErrorAnswer(await journal('limit=100000'), 400);
    const manager = await createTestStaff(t.database.db, { role: 'manager' });
    expectErrorAnswer(await journal('', manager), 403);
  });
});
