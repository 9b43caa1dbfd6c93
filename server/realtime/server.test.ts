import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socketEvents } from '../../src/domain/contract/socket-events';
import { users } from '../db/schema';
import { IDENTITY_TOKEN_LIFETIME_MS, signIdentityToken } from '../services/accounts/identity-token';
import { revokeSession, startSession } from '../services/accounts/sessions';
import { createTestUser, TEST_ORIGIN, type TestUser } from '../testing/accounts';
import { FIXED_NOW } from '../testing/clock';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { nextEvent, openSocket, startTestRealtime, type TestRealtime, tokenFor } from '../testing/realtime';
import { REFUSALS, sessionRoom } from './handshake';

/*
 * The realtime server of SPEC §7 over a real socket.io client: who may
 * connect, which room each socket joins, what a push carries and to whom.
 */

const event = socketEvents.userData;
let database: TestDatabase;
let realtime: TestRealtime;
let alice: TestUser;
let boris: TestUser;
const opened: Socket[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  realtime = await startTestRealtime(database);
  alice = await createTestUser(database.db, { name: 'Алиса' });
  boris = await createTestUser(database.db, { name: 'Борис' });
}, 60_000);

afterAll(async () => {
  for (const socket of opened) socket.close();
  await realtime?.close();
  await database?.close();
});

const connectAs = async (user: TestUser) => {
  const { socket, error } = await openSocket(realtime.url, { auth: { token: tokenFor(user) } });
  opened.push(socket);
  expect(error).toBeUndefined();
  return socket;
};

/** Every event a socket hears, by name. */
const heard = (socket: Socket): string[] => {
  const names: string[] = [];
  socket.onAny((name: string) => names.push(name));
  return names;
};

describe('handshake', () => {
  it('refuses a socket without a token', async () => {
    const { error } = await openSocket(realtime.url);
    expect(error?.message).toBe(REFUSALS.token_missing);
    expect(error?.data?.code).toBe('token_missing');
  });

  it('never reads the token from the query string', async () => {
    const { error } = await openSocket(realtime.url, { query: { token: tokenFor(alice) } });
    expect(error?.data?.code).toBe('token_missing');
  });

  it('refuses a forged, a tampered and an expired token', async () => {
    const forged = signIdentityToken(
      'another-secret-of-at-least-32-characters',
      { userId: alice.id, sessionId: alice.sessionId },
      FIXED_NOW,
    ).token;
    const tampered = tokenFor(alice).replace(alice.id, boris.id);
    const expired = tokenFor(alice, new Date(FIXED_NOW.getTime() - IDENTITY_TOKEN_LIFETIME_MS - 1));
    for (const token of [forged, tampered, expired, 'not-a-token']) {
      const { error } = await openSocket(realtime.url, { auth: { token } });
      expect(error?.message, token).toBe(REFUSALS.token_refused);
      expect(error?.data?.code).toBe('token_refused');
    }
  });

  it('puts a good token’s socket in its own user’s room and its session’s, and no other', async () => {
    const socket = await connectAs(alice);
    const [remote, ...others] = await realtime.server.io.in(event.room(alice.id)).fetchSockets();
    expect(others).toEqual([]);
    expect(remote?.id).toBe(socket.id);
    expect([...(remote?.rooms ?? [])].sort()).toEqual(
      [event.room(alice.id), sessionRoom(alice.sessionId), socket.id].sort(),
    );
    expect(remote?.data).toMatchObject({ userId: alice.id, sessionId: alice.sessionId });
  });

  it('ends a socket when its token expires', async () => {
    // Issued so that it expires 300 ms after the server's (fixed) now.
    const issued = new Date(FIXED_NOW.getTime() - IDENTITY_TOKEN_LIFETIME_MS + 300);
    const { socket, error } = await openSocket(realtime.url, { auth: { token: tokenFor(alice, issued) } });
    opened.push(socket);
    expect(error).toBeUndefined();
    const reason = await new Promise((resolve) => socket.once('disconnect', resolve));
    expect(reason).toBe('io server disconnect');
  });
});

describe('sign-out (issue 26)', () => {
  const disconnected = (socket: Socket) => new Promise<string>((resolve) => socket.once('disconnect', resolve));

  it('refuses the token of a session that has ended, though the token has not expired', async () => {
    const user = await createTestUser(database.db);
    await revokeSession(database.db, user.sessionId, FIXED_NOW);
    const { error } = await openSocket(realtime.url, { auth: { token: tokenFor(user) } });
    expect(error?.data?.code).toBe('token_refused');
  });

  it('closes the signed-out session’s sockets at once, and only that session’s', async () => {
    const user = await createTestUser(database.db);
    const phone = await startSession(database.db, user.id, FIXED_NOW);
    const [laptopTab, laptopTab2, phoneTab] = [
      await connectAs(user),
      await connectAs(user),
      await connectAs({ ...user, sessionId: phone.sessionId }),
    ];
    const closed = Promise.all([disconnected(laptopTab), disconnected(laptopTab2)]);
    await revokeSession(database.db, user.sessionId, FIXED_NOW);
    realtime.server.userEvents.sessionsEnded([user.sessionId]);
    expect(await closed).toEqual(['io server disconnect', 'io server disconnect']);
    // The phone's session is still signed in and still hears its pushes.
    const pushed = nextEvent(phoneTab, event.name(user.id));
    realtime.server.userEvents.userChanged(user.id);
    expect(event.payload.parse(await pushed).userData.id).toBe(user.id);
    expect(phoneTab.connected).toBe(true);
  });

  it('closes a socket that comes back (recovered) after its session ended while it was away', async () => {
    const user = await createTestUser(database.db);
    const { socket, error } = await openSocket(realtime.url, {
      auth: { token: tokenFor(user) },
      reconnection: true,
      // Long enough for the sign-out below to happen while the socket is away.
      reconnectionDelay: 300,
      randomizationFactor: 0,
    });
    opened.push(socket);
    expect(error).toBeUndefined();
    // Recovery resumes after the last push the client saw: it needs one.
    const first = nextEvent(socket, event.name(user.id));
    realtime.server.userEvents.userChanged(user.id);
    await first;
    const dropped = disconnected(socket);
    const back = new Promise<boolean>((resolve) => socket.once('connect', () => resolve(socket.recovered)));
    realtime.server.io.sockets.sockets.get(socket.id ?? '')?.conn.close();
    await dropped;
    // Signed out meanwhile: the disconnect of the sign-out finds no socket to close.
    await revokeSession(database.db, user.sessionId, FIXED_NOW);
    realtime.server.userEvents.sessionsEnded([user.sessionId]);
    const closedAgain = disconnected(socket);
    expect(await back).toBe(true);
    expect(await closedAgain).toBe('io server disconnect');
  });
});

describe('origin', () => {
  const handshakeUrl = () => `${realtime.url}/socket.io/?EIO=4&transport=polling`;

  it('answers the shop’s own pages with CORS headers for their origin', async () => {
    const response = await fetch(handshakeUrl(), { headers: { origin: TEST_ORIGIN } });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(TEST_ORIGIN);
  });

  it('refuses another site’s pages, over polling and over WebSocket', async () => {
    const response = await fetch(handshakeUrl(), { headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).not.toBe('https://evil.example');
    const { error } = await openSocket(realtime.url, {
      auth: { token: tokenFor(alice) },
      extraHeaders: { origin: 'https://evil.example' },
    });
    expect(error).toBeDefined();
  });
});

describe('pushes', () => {
  it('reach only the changed user’s sockets, with the contract’s payload', async () => {
    const [aliceTab, borisTab, borisPhone] = [await connectAs(alice), await connectAs(boris), await connectAs(boris)];
    const aliceHeard = heard(aliceTab);
    const received = Promise.all([
      nextEvent(borisTab, event.name(boris.id)),
      nextEvent(borisPhone, event.name(boris.id)),
    ]);
    realtime.server.userEvents.userChanged(boris.id);
    const payloads = await received;
    await realtime.server.userEvents.settled();

    for (const payload of payloads) {
      const { userData } = event.payload.parse(payload);
      expect(userData.id).toBe(boris.id);
      expect(userData.name).toBe('Борис');
      expect(userData.bonuses.value).toBe(300);
    }
    // Alice's own push comes after Boris's on one ordered connection: had his reached her, it would be heard first.
    const own = nextEvent(aliceTab, event.name(alice.id));
    realtime.server.userEvents.userChanged(alice.id);
    await own;
    expect(aliceHeard).toEqual([event.name(alice.id)]);
  });

  it('coalesce a burst of changes into one push that reads the data after them', async () => {
    const socket = await connectAs(alice);
    const names = heard(socket);
    const first = nextEvent(socket, event.name(alice.id));
    for (const name of ['Алиса 1', 'Алиса 2', 'Алиса 3']) {
      await database.db.update(users).set({ name }).where(eq(users.id, alice.id));
      realtime.server.userEvents.userChanged(alice.id);
    }
    const { userData } = event.payload.parse(await first);
    await realtime.server.userEvents.settled();
    expect(userData.name).toBe('Алиса 3');
    expect(names).toEqual([event.name(alice.id)]);

    // A later change is a push of its own.
    const second = nextEvent(socket, event.name(alice.id));
    realtime.server.userEvents.userChanged(alice.id);
    await second;
    expect(names).toHaveLength(2);
  });

  it('ignore something that is not a user id', async () => {
    expect(() => realtime.server.userEvents.userChanged('everyone')).not.toThrow();
    await realtime.server.userEvents.settled();
  });
});
