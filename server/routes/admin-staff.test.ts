import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { STALE_VERSION_MESSAGE } from '../../src/domain/contract/admin';
import { AdminStaffActionAnswer, AdminStaffAnswer, AdminStaffListAnswer } from '../../src/domain/contract/admin-staff';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { adminAudit, staff } from '../db/schema';
import { createRecordingStaffEvents } from '../realtime/staff-events';
import { LAST_ADMIN, PASSWORD_JOURNAL_WORDS } from '../services/admin/staff';
import { STAFF_LOGIN_TAKEN, STAFF_SHOP_REQUIRED } from '../services/staff/accounts';
import { ROLE_REQUIRED } from '../services/staff/actor';
import { createTestApp, type TestApp } from '../testing/app';
import { expectErrorAnswer, json } from '../testing/http';
import { orderDatabaseKinds } from '../testing/orders';
import { createTestStaff, postStaffSignin, staffCookieOf, staffHeaders, type TestStaff } from '../testing/staff';

vi.setConfig({ testTimeout: 30_000 });

describe.each(orderDatabaseKinds())('the back office’s staff accounts on %s', (kind) => {
  let t: TestApp;
  let admin: TestStaff;
  const events = createRecordingStaffEvents();
  beforeAll(async () => {
    t = await createTestApp({ kind, staffEvents: events });
    admin = await createTestStaff(t.database.db, { role: 'admin' });
  }, 60_000);
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, member: { cookie: string }, payload?: unknown) =>
    t.app.inject({ method, url, headers: staffHeaders(member), ...(payload ? { payload: payload as object } : {}) });
  const list = async () =>
    AdminStaffListAnswer.parse(json(await call('GET', buildPath(endpoints.adminStaffList), admin))).staff;
  const create = (payload: unknown, member: { cookie: string } = admin) =>
    call('POST', buildPath(endpoints.adminStaffCreate), member, payload);
  const update = (id: string, payload: unknown, member: { cookie: string } = admin) =>
    call('PUT', buildPath(endpoints.adminStaffUpdate, { id }), member, payload);
  const me = (cookie: string) =>
    t.app.inject({ method: 'GET', url: buildPath(endpoints.staffMe), headers: { cookie } });
  const signIn = async (login: string, password: string) => {
    const response = await postStaffSignin(t.app, login, password);
    expect(response.statusCode, response.body).toBe(200);
    const cookie = staffCookieOf(response);
    if (!cookie) throw new Error('no staff cookie');
    return cookie;
  };
  const fieldsOf = ({ account }: AdminStaffAnswer) => ({
    name: account.name,
    role: account.role,
    shopIds: account.shopIds,
    disabled: account.disabled,
  });

  it('refuses staff and managers, and everyone without a session', async () => {
    const manager = await createTestStaff(t.database.db, { role: 'manager' });
    const member = await createTestStaff(t.database.db, { role: 'staff' });
    for (const who of [manager, member]) {
      const refused = await call('GET', buildPath(endpoints.adminStaffList), who);
      expect(expectErrorAnswer(refused, 403)).toBe(ROLE_REQUIRED.admin);
      expectErrorAnswer(
        await create({ login: 'x-1', name: 'X', role: 'staff', shopIds: ['nemiga'], password: 'pirog-123456' }, who),
        403,
      );
      expectErrorAnswer(await call('POST', buildPath(endpoints.adminStaffSignout, { id: admin.id }), who), 403);
    }
    expectErrorAnswer(await t.app.inject({ method: 'GET', url: buildPath(endpoints.adminStaffList) }), 401);
  });

  it('creates an account that signs in, lists it with its sessions, and never journals the password', async () => {
    const created = await create({
      login: 'Prodavec-1',
      name: 'Ольга',
      role: 'staff',
      shopIds: ['nemiga'],
      password: 'teply-pirog-1',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { account } = AdminStaffAnswer.parse(json(created));
    expect(account).toMatchObject({ login: 'prodavec-1', name: 'Ольга', shopIds: ['nemiga'], disabled: false });
    expect(created.body).not.toContain('teply-pirog-1');
    await signIn('prodavec-1', 'teply-pirog-1');
    expect((await list()).find((each) => each.account.id === account.id)?.activeSessions).toBe(1);
    expect(
      expectErrorAnswer(
        await create({
          login: 'prodavec-1',
          name: 'Другая',
          role: 'staff',
          shopIds: ['nemiga'],
          password: 'teply-pirog-2',
        }),
        409,
      ),
    ).toBe(STAFF_LOGIN_TAKEN);
    const rows = await t.database.db.select().from(adminAudit).where(eq(adminAudit.entityId, account.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.after).toMatchObject({ login: 'prodavec-1', password: PASSWORD_JOURNAL_WORDS });
    const [stored] = await t.database.db.select().from(staff).where(eq(staff.id, account.id));
    expect(JSON.stringify(rows)).not.toContain(stored?.passwordHash ?? 'no hash');
    expect(JSON.stringify(rows)).not.toContain('teply-pirog-1');
  });

  it('refuses bad fields with Russian 400s', async () => {
    const good = { login: 'kassa-2', name: 'Касса 2', role: 'staff', shopIds: ['nemiga'], password: 'pirog-kassa-2' };
    const bad = [
      { login: 'a' },
      { login: 'два слова' },
      { name: '' },
      { name: 'Имя\u0000' },
      { role: 'owner' },
      { password: 'short' },
      { shopIds: ['Не id'] },
    ];
    for (const change of bad) expectErrorAnswer(await create({ ...good, ...change }), 400);
    expect(expectErrorAnswer(await create({ ...good, shopIds: [] }), 400)).toBe(STAFF_SHOP_REQUIRED);
    expectErrorAnswer(await create({ ...good, shopIds: ['net-takoy'] }), 404);
    expect((await list()).some((each) => each.account.login === 'kassa-2')).toBe(false);
  });

  it('edits an account by version, and disabling it ends its sessions', async () => {
    const member = await createTestStaff(t.database.db, { role: 'staff' });
    const before = (await list()).find((each) => each.account.id === member.id);
    if (!before) throw new Error('not listed');
    const promoted = {
      ...fieldsOf(before),
      name: 'Старшая смены',
      role: 'manager',
      shopIds: ['nemiga', 'nezavisimosti'],
    };
    const saved = await update(member.id, { account: promoted, version: before.version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(AdminStaffAnswer.parse(json(saved))).toMatchObject({
      version: before.version + 1,
      account: { role: 'manager' },
    });
    const stale = await update(member.id, { account: { ...promoted, name: 'Другое имя' }, version: before.version });
    expect(expectErrorAnswer(stale, 409)).toBe(STALE_VERSION_MESSAGE);
    // The member is signed in: the 409 counts that session as the list does, not a placeholder 0.
    expect(JSON.parse(stale.body)).toMatchObject({ account: { name: 'Старшая смены' }, activeSessions: 1 });

    expect((await me(member.cookie)).statusCode).toBe(200);
    const disabled = await update(member.id, { account: { ...promoted, disabled: true }, version: before.version + 1 });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(AdminStaffAnswer.parse(json(disabled)).activeSessions).toBe(0);
    expectErrorAnswer(await me(member.cookie), 401);
    expect(events.endedSessions).toContain(member.sessionId);
    const journal = await t.database.db.select().from(adminAudit).where(eq(adminAudit.entityId, member.id));
    expect(journal.map((row) => row.after)).toEqual([
      { name: 'Старшая смены', role: 'manager', shopIds: ['nemiga', 'nezavisimosti'] },
      { disabled: true },
    ]);
  });

  it('resets a password: the old one and every old session stop working, the new one signs in', async () => {
    const member = await createTestStaff(t.database.db, { role: 'staff' });
    const tablet = await signIn(member.login, member.password);
    const path = buildPath(endpoints.adminStaffPassword, { id: member.id });
    expectErrorAnswer(await call('POST', path, admin, { password: 'short' }), 400);
    const reset = await call('POST', path, admin, { password: 'novyy-parol-1' });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(AdminStaffActionAnswer.parse(json(reset)).activeSessions).toBe(0);
    expectErrorAnswer(await me(tablet), 401);
    expectErrorAnswer(await me(member.cookie), 401);
    expectErrorAnswer(await postStaffSignin(t.app, member.login, member.password), 401);
    expect((await me(await signIn(member.login, 'novyy-parol-1'))).statusCode).toBe(200);
    const journal = await t.database.db.select().from(adminAudit).where(eq(adminAudit.entityId, member.id));
    expect(journal.map((row) => row.after)).toEqual([{ password: PASSWORD_JOURNAL_WORDS }]);
    expect(JSON.stringify(journal)).not.toContain('novyy-parol-1');
  });

  it('signs an account out everywhere', async () => {
    const member = await createTestStaff(t.database.db, { role: 'staff' });
    const second = await signIn(member.login, member.password);
    const out = await call('POST', buildPath(endpoints.adminStaffSignout, { id: member.id }), admin);
    expect(out.statusCode, out.body).toBe(200);
    expectErrorAnswer(await me(second), 401);
    expectErrorAnswer(await me(member.cookie), 401);
    expect((await me(await signIn(member.login, member.password))).statusCode).toBe(200);
  });

  it('never loses the last admin, whoever tries', async () => {
    // Every other admin of this database is disabled first, so `admin` is the last one.
    for (const other of (await list()).filter(
      (each) => each.account.role === 'admin' && each.account.id !== admin.id,
    )) {
      if (other.account.disabled) continue;
      const off = await update(other.account.id, {
        account: { ...fieldsOf(other), disabled: true },
        version: other.version,
      });
      expect(off.statusCode, off.body).toBe(200);
    }
    const self = (await list()).find((each) => each.account.id === admin.id);
    if (!self) throw new Error('not listed');
    const demoted = { ...fieldsOf(self), role: 'manager', shopIds: ['nemiga'] };
    expect(expectErrorAnswer(await update(admin.id, { account: demoted, version: self.version }), 403)).toBe(
      LAST_ADMIN,
    );
    const disabled = { ...fieldsOf(self), disabled: true };
    expect(expectErrorAnswer(await update(admin.id, { account: disabled, version: self.version }), 403)).toBe(
      LAST_ADMIN,
    );
    // With a second admin the first may step down.
    const second = await createTestStaff(t.database.db, { role: 'admin' });
    const stepped = await update(admin.id, { account: demoted, version: self.version }, second);
    expect(stepped.statusCode, stepped.body).toBe(200);
    expectErrorAnswer(await call('GET', buildPath(endpoints.adminStaffList), admin), 403);
  });
});
