import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../../src/domain/contract/admin';
import {
  AdminCategoriesAnswer,
  AdminCategoryAnswer,
  AdminCategoryConflict,
} from '../../src/domain/contract/admin-categories';
import { ProductsAllAnswer } from '../../src/domain/contract/api';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { adminAudit, categories } from '../db/schema';
import { CATEGORY_ID_MISMATCH } from '../services/admin/categories';
import { ROLE_REQUIRED } from '../services/staff/actor';
import { TEST_ORIGIN } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/app';
import { expectErrorAnswer, json } from '../testing/http';
import { orderDatabaseKinds } from '../testing/orders';
import { createTestStaff, staffHeaders, type TestStaff } from '../testing/staff';

vi.setConfig({ testTimeout: 30_000 });

describe.each(orderDatabaseKinds())('the back office’s categories on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  beforeAll(async () => {
    t = await createTestApp({ kind });
    admin = await createTestStaff(t.database.db, { role: 'admin' });
  }, 60_000);
  afterAll(() => t?.close());

  const list = async (member: TestStaff = admin) => {
    const response = await t.app.inject({
      method: 'GET',
      url: buildPath(endpoints.adminCategories),
      headers: staffHeaders(member),
    });
    expect(response.statusCode, response.body).toBe(200);
    return AdminCategoriesAnswer.parse(json(response)).categories;
  };
  const find = async (id: string) => {
    const found = (await list()).find((entry) => entry.category.id === id);
    if (!found) throw new Error(`no category ${id}`);
    return found;
  };
  const save = (id: string, payload: unknown, member: TestStaff = admin) =>
    t.app.inject({
      method: 'PUT',
      url: buildPath(endpoints.adminCategoryUpdate, { id }),
      headers: staffHeaders(member),
      payload: payload as object,
    });
  const catalogue = async () =>
    ProductsAllAnswer.parse(json(await t.app.inject({ method: 'GET', url: buildPath(endpoints.productsAll) })));

  it('lists the seven slugs in menu order, and the catalogue carries the same titles', async () => {
    const listed = await list();
    expect(listed.map((entry) => entry.category.id)).toEqual([
      'sytnye',
      'sladkie',
      'sets',
      'mini',
      'deserty',
      'polufabrikaty',
      'napitki',
    ]);
    expect((await catalogue()).categories).toEqual(listed.map((entry) => entry.category));
  });

  it('renames and moves a category: the catalogue shows it at once, with the products in the new order', async () => {
    const before = await find('napitki');
    const saved = await save('napitki', {
      category: { ...before.category, title: 'Чай и морсы', sortOrder: 0 },
      version: before.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(AdminCategoryAnswer.parse(json(saved)).version).toBe(before.version + 1);
    const shop = await catalogue();
    expect(shop.categories.find((category) => category.id === 'napitki')?.title).toBe('Чай и морсы');
    // Drinks (order 0) and savoury pies (order 0) tie: the slug list decides, so savoury pies stay first.
    const order = [...new Set(shop.products.map((product) => product.category))];
    expect(order.slice(0, 2)).toEqual(['sytnye', 'napitki']);
    const rows = await t.database.db.select().from(adminAudit).where(eq(adminAudit.entityId, 'napitki'));
    expect(rows.at(-1)).toMatchObject({
      entity: 'category',
      staffId: admin.id,
      before: { title: 'Напитки', sortOrder: 6 },
      after: { title: 'Чай и морсы', sortOrder: 0 },
    });
  });

  it('refuses a stale version with the category as it is now', async () => {
    const before = await find('mini');
    const first = await save('mini', {
      category: { ...before.category, title: 'Мини-пироги' },
      version: before.version,
    });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await save('mini', { category: { ...before.category, title: 'Маленькие' }, version: before.version });
    expect(stale.statusCode).toBe(409);
    const conflict = AdminCategoryConflict.parse(json(stale));
    expect(conflict).toMatchObject({ message: STALE_VERSION_MESSAGE, category: { title: 'Мини-пироги' } });
    expect(conflict.version).toBe(before.version + 1);
  });

  it('lets only admins in, and never changes a slug', async () => {
    const before = await find('sets');
    const edit = { category: { ...before.category, title: 'Сеты' }, version: before.version };
    const manager = await createTestStaff(t.database.db, { role: 'manager', shopIds: ['nemiga'] });
    const staff = await createTestStaff(t.database.db, { role: 'staff', shopIds: ['nemiga'] });
    expect(expectErrorAnswer(await save('sets', edit, manager), 403)).toBe(ROLE_REQUIRED.admin);
    expect(expectErrorAnswer(await save('sets', edit, staff), 403)).toBe(ROLE_REQUIRED.admin);
    const unsigned = await t.app.inject({
      method: 'GET',
      url: buildPath(endpoints.adminCategories),
      headers: { origin: TEST_ORIGIN },
    });
    expectErrorAnswer(unsigned, 401);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: buildPath(endpoints.adminCategories),
          headers: staffHeaders(manager),
        })
      ).statusCode,
    ).toBe(403);

    expect(expectErrorAnswer(await save('sets', { ...edit, category: { ...edit.category, id: 'mini' } }), 400)).toBe(
      CATEGORY_ID_MISMATCH,
    );
    expectErrorAnswer(await save('pelmeni', { ...edit, category: { ...edit.category, id: 'pelmeni' } }), 400);
    expectErrorAnswer(await save('sets', { ...edit, category: { ...edit.category, title: '  ' } }), 400);
    expectErrorAnswer(await save('sets', { ...edit, category: { ...edit.category, title: 'a\u0007b' } }), 400);
    expectErrorAnswer(await save('sets', { ...edit, category: { ...edit.category, sortOrder: -1 } }), 400);
    const [row] = await t.database.db.select().from(categories).where(eq(categories.id, 'sets'));
    expect(row).toMatchObject({ title: 'Наборы', version: before.version });
  });
});
