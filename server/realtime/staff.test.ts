import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { KIOSK_COOKIE } from '../../src/domain/contract/kiosk';
import { STAFF_NAMESPACE, socketEvents } from '../../src/domain/contract/socket-events';
import { DEVICE_COOKIE } from '../http/device';
import { STAFF_COOKIE, STAFF_SESSION_LIFETIME_MS } from '../services/staff/sessions';
import { createTestUser, TEST_ORIGIN, type TestUser } from '../testing/accounts';
import { createTestApp, type TestApp } from '../testing/app';
import { FIXED_NOW } from '../testing/clock';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { newDeviceId } from '../testing/orders';
import { nextEvent, openSocket, startTestRealtime, type TestRealtime, tokenFor } from '../testing/realtime';
import { createTestStaff, DEMO_STAFF, postStaffSignin, staffCookieOf, type TestStaff } from '../testing/staff';
import { newOrderUid, orderUpdate, staffOrderEvent } from '../testing/staff-orders';
import { REFUSALS } from './handshake';
import { deviceRoom } from './order-events';
import { staffSessionRoom } from './staff-events';

/*
 * Namespace `/staff` and the shopper's `order_{uid}` over a real socket.io
 * client (issue 26): who may connect, which rooms each socket joins, and
 * that an event reaches exactly the sockets it is for.
 */

const staffOrders = socketEvents.staffOrders;
const orderUpdates = socketEvents.orderUpdate;
let database: TestDatabase;
let t: TestApp;
let realtime: TestRealtime;
let nemiga: TestStaff;
let surganova: TestStaff;
let admin: TestStaff;
const opened: Socket[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  realtime = await startTestRealtime(database);
  // The app tells the realtime server, as `server/main.ts` wires them.
  t = await createTestApp({
    database,
    staffEvents: realtime.server.staffEvents,
    orderEvents: realtime.server.orderEvents,
  });
  nemiga = await createTestStaff(t.database.db, { shopIds: ['nemiga'] });
  surganova = await createTestStaff(t.database.db, { role: 'manager', shopIds: ['surganova'] });
  admin = await createTestStaff(t.database.db, { role: 'admin' });
}, 60_000);

afterAll(async () => {
  for (const socket of opened) socket.close();
  await realtime?.close();
  await t?.close();
  await database?.close();
});

/** A socket of `/staff` with these cookies (the realtime port shares the shop's host, so the browser sends them). */
async function staffSocket(cookie?: string, headers: Record<string, string> = {}) {
  const outcome = await openSocket(`${realtime.url}${STAFF_NAMESPACE}`, {
    extraHeaders: { ...(cookie ? { cookie } : {}), ...headers },
  });
  opened.push(outcome.socket);
  return outcome;
}

async function connectStaff(member: Pick<TestStaff, 'cookie'>): Promise<Socket> {
  const { socket, error } = await staffSocket(member.cookie);
  expect(error).toBeUndefined();
  return socket;
}

/** Every event a socket hears, by name. */
const heard = (socket: Socket): string[] => {
  const names: string[] = [];
  socket.onAny((name: string) => names.push(name));
  return names;
};

describe('the /staff handshake', () => {
  it('refuses a socket without a staff session: no cookie, a forged one, a shopper’s or a kiosk’s', async () => {
    const shopper = await createTestUser(t.database.db);
    expect((await staffSocket()).error?.data?.code).toBe('staff_session_missing');
    // A shopper's identity token opens nothing here.
    const withToken = await openSocket(`${realtime.url}${STAFF_NAMESPACE}`, { auth: { token: tokenFor(shopper) } });
    opened.push(withToken.socket);
    expect(withToken.error?.data?.code).toBe('staff_session_missing');
    for (const cookie of [`${KIOSK_COOKIE}=x`, shopper.cookie, `${DEVICE_COOKIE}=${newDeviceId()}`]) {
      expect((await staffSocket(cookie)).error?.data?.code, cookie).toBe('staff_session_missing');
    }
    for (const cookie of [`${STAFF_COOKIE}=forged`, `${STAFF_COOKIE}=${shopper.sessionToken}`]) {
      const { error } = await staffSocket(cookie);
      expect(error?.message, cookie).toBe(REFUSALS.staff_session_refused);
      expect(error?.data?.code).toBe('staff_session_refused');
    }
  });

  it('refuses an expired session and another site’s page', async () => {
    const expired = await createTestStaff(t.database.db, {
      now: new Date(FIXED_NOW.getTime() - STAFF_SESSION_LIFETIME_MS),
    });
    expect((await staffSocket(expired.cookie)).error?.data?.code).toBe('staff_session_refused');
    const { error } = await staffSocket(nemiga.cookie, { origin: 'https://evil.example' });
    expect(error).toBeDefined();
    const own = await staffSocket(nemiga.cookie, { origin: TEST_ORIGIN });
    expect(own.error).toBeUndefined();
    own.socket.close();
  });

  it('joins a staff member’s shops and session only; an admin’s every shop', async () => {
    const socket = await connectStaff(nemiga);
    const remotes = await realtime.server.io.of(STAFF_NAMESPACE).in(staffSessionRoom(nemiga.sessionId)).fetchSockets();
    const remote = remotes.find((each) => each.id === socket.id);
    expect(remote).toBeDefined();
    expect([...(remote?.rooms ?? [])].sort()).toEqual(
      [staffOrders.room('nemiga'), staffSessionRoom(nemiga.sessionId), socket.id].sort(),
    );

    const adminSocket = await connectStaff(admin);
    const [adminRemote] = await realtime.server.io
      .of(STAFF_NAMESPACE)
      .in(staffSessionRoom(admin.sessionId))
      .fetchSockets();
    expect(adminRemote?.id).toBe(adminSocket.id);
    const shopRooms = [...(adminRemote?.rooms ?? [])].filter((room) => room.startsWith('shop:'));
    expect(shopRooms.sort()).toEqual(
      ['malinovka', 'nemiga', 'nezavisimosti', 'pobediteley', 'pritytskogo', 'surganova']
        .map((shop) => staffOrders.room(shop))
        .sort(),
    );
  });
});

describe('staff_orders_{shopId}', () => {
  it('reaches the staff of that shop and the admins, never another shop’s staff', async () => {
    const [nemigaSocket, surganovaSocket, adminSocket] = [
      await connectStaff(nemiga),
      await connectStaff(surganova),
      await connectStaff(admin),
    ];
    const nemigaHeard = heard(nemigaSocket);
    const payload = staffOrderEvent('surganova', 7);
    const received = Promise.all([
      nextEvent(surganovaSocket, staffOrders.name('surganova')),
      nextEvent(adminSocket, staffOrders.name('surganova')),
    ]);
    realtime.server.staffEvents.orderChanged('surganova', payload);
    for (const wire of await received) {
      const event = staffOrders.payload.parse(wire);
      expect(event.seq).toBe(7);
      expect(event.order).toEqual(payload.order);
    }
    // Money goes on the wire in BYN, as the contract says.
    const own = nextEvent(nemigaSocket, staffOrders.name('nemiga'));
    realtime.server.staffEvents.orderChanged('nemiga', staffOrderEvent('nemiga', 8));
    expect((await own) as { order: { total: number } }).toMatchObject({ order: { total: 12.5 } });
    // On one ordered connection Surganova's event would have come first.
    expect(nemigaHeard).toEqual([staffOrders.name('nemiga')]);
  });
});

describe('sign-out', () => {
  it('disconnects that session’s sockets at once, and only those; the old cookie opens no new one', async () => {
    const kassa = DEMO_STAFF.find((account) => account.login === 'kassa');
    const signin = await postStaffSignin(t.app, kassa?.login ?? '', kassa?.password ?? '');
    const cookie = staffCookieOf(signin);
    if (!cookie) throw new Error(`no staff cookie: ${signin.statusCode} ${signin.body}`);
    const [tablet, board, other] = [
      await connectStaff({ cookie }),
      await connectStaff({ cookie }),
      await connectStaff(nemiga),
    ];
    const ended = Promise.all(
      [tablet, board].map((socket) => new Promise((resolve) => socket.once('disconnect', resolve))),
    );
    const out = await t.app.inject({
      method: 'POST',
      url: buildPath(endpoints.staffSignout),
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(await ended).toEqual(['io server disconnect', 'io server disconnect']);
    expect(other.connected).toBe(true);
    expect((await staffSocket(cookie)).error?.data?.code).toBe('staff_session_refused');
  });
});

describe('order_{uid}', () => {
  let owner: TestUser;
  beforeAll(async () => {
    owner = await createTestUser(t.database.db);
  });

  /** A socket of the default namespace with this device cookie, and a token when signed in. */
  async function deviceSocket(deviceId: string, user?: TestUser): Promise<Socket> {
    const { socket, error } = await openSocket(realtime.url, {
      extraHeaders: { cookie: `${DEVICE_COOKIE}=${deviceId}` },
      ...(user ? { auth: { token: tokenFor(user) } } : {}),
    });
    opened.push(socket);
    expect(error).toBeUndefined();
    return socket;
  }

  it('lets a device in without a token, into its device’s room only', async () => {
    const deviceId = newDeviceId();
    const socket = await deviceSocket(deviceId);
    const [remote] = await realtime.server.io.in(deviceRoom(deviceId)).fetchSockets();
    expect(remote?.id).toBe(socket.id);
    expect([...(remote?.rooms ?? [])].sort()).toEqual([deviceRoom(deviceId), socket.id].sort());
    // A malformed device cookie is no device.
    const { error } = await openSocket(realtime.url, { extraHeaders: { cookie: `${DEVICE_COOKIE}=short` } });
    expect(error?.data?.code).toBe('token_missing');
  });

  it('reaches the device that placed the order and its signed-in owner, once each, and no other device', async () => {
    const [placing, stranger] = [newDeviceId(), newDeviceId()];
    const [placingTab, ownerPhone, ownerTabOnPlacingDevice, strangerTab] = [
      await deviceSocket(placing),
      await deviceSocket(newDeviceId(), owner),
      await deviceSocket(placing, owner),
      await deviceSocket(stranger),
    ];
    const uid = newOrderUid();
    const strangerHeard = heard(strangerTab);
    const bothRoomsHeard = heard(ownerTabOnPlacingDevice);
    const received = Promise.all(
      [placingTab, ownerPhone, ownerTabOnPlacingDevice].map((socket) => nextEvent(socket, orderUpdates.name(uid))),
    );
    realtime.server.orderEvents.orderChanged(uid, placing, owner.id, orderUpdate(uid, 3));
    for (const payload of await received) {
      expect(orderUpdates.payload.parse(payload)).toEqual({ uid, stage: 'baking', payment: 'paid', seq: 3 });
    }
    // The stranger's own order's event, sent after, is the first it hears.
    const ownUid = newOrderUid();
    const own = nextEvent(strangerTab, orderUpdates.name(ownUid));
    realtime.server.orderEvents.orderChanged(ownUid, stranger, null, orderUpdate(ownUid));
    await own;
    expect(strangerHeard).toEqual([orderUpdates.name(ownUid)]);
    expect(bothRoomsHeard).toEqual([orderUpdates.name(uid)]);
  });
});
