import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSALS } from '../server/realtime/handshake';
import { IDENTITY_TOKEN_LIFETIME_MS } from '../server/services/accounts/identity-token';
import { createTestUser, type TestUser } from '../server/testing/accounts';
import { FIXED_NOW } from '../server/testing/clock';
import { createTestDatabase, type TestDatabase } from '../server/testing/database';
import { nextEvent, openSocket, startTestRealtime, type TestRealtime, tokenFor } from '../server/testing/realtime';
import type { UserDataPayload } from '../src/domain/contract/socket-events';
import { socketEvents } from '../src/domain/contract/socket-events';
import { connectUserRealtime } from '../src/platform/realtime';

/*
 * What happens to a tab's connection over time: a dropped connection
 * recovers the pushes it missed; one that cannot recover (an expired token
 * ends it) comes back with a fresh token and tells the app to re-read the
 * user data. The app's own module (`src/platform/realtime.ts`) is the client.
 */

const event = socketEvents.userData;
let database: TestDatabase;
let realtime: TestRealtime;
let user: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  realtime = await startTestRealtime(database);
  user = await createTestUser(database.db);
}, 60_000);

afterAll(async () => {
  await realtime?.close();
  await database?.close();
});

/** Resolves when `check` holds, polling every 10 ms, or rejects after 5 s. */
async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('connection state recovery', () => {
  it('replays a push sent while the connection was down', async () => {
    const { socket, error } = await openSocket(realtime.url, {
      auth: { token: tokenFor(user) },
      reconnection: true,
      reconnectionDelay: 20,
    });
    expect(error).toBeUndefined();
    try {
      // Recovery resumes after the last push the client saw, so it must have seen one.
      const first = nextEvent(socket, event.name(user.id));
      realtime.server.userEvents.userChanged(user.id);
      await first;

      const dropped = new Promise((resolve) => socket.once('disconnect', resolve));
      // The server side of the connection drops, as on a flaky network (not an explicit disconnect).
      realtime.server.io.sockets.sockets.get(socket.id ?? '')?.conn.close();
      expect(await dropped).toBe('transport close');
      const missed = nextEvent(socket, event.name(user.id));
      realtime.server.userEvents.userChanged(user.id);
      await realtime.server.userEvents.settled();

      expect(event.payload.parse(await missed).userData.id).toBe(user.id);
      expect(socket.recovered).toBe(true);
    } finally {
      socket.close();
    }
  });
});

describe('the app’s realtime module', () => {
  it('does not re-read on its first connection; comes back with a fresh token when the old one expires, and re-reads then', async () => {
    // The first token expires 300 ms after the server's now; the next ones are good for the whole lifetime.
    const tokens = [tokenFor(user, new Date(FIXED_NOW.getTime() - IDENTITY_TOKEN_LIFETIME_MS + 300))];
    let asked = 0;
    let resyncs = 0;
    const pushes: UserDataPayload[] = [];
    const connection = connectUserRealtime({
      url: realtime.url,
      userId: user.id,
      token: () => tokens[asked++] ?? tokenFor(user),
      onUserData: (payload) => pushes.push(payload),
      onResync: () => {
        resyncs += 1;
      },
    });
    try {
      await until(() => asked === 2, 'the connection after the token expired');
      await until(() => resyncs === 1, 'the re-read after the reconnection');

      realtime.server.userEvents.userChanged(user.id);
      await until(() => pushes.length === 1, 'a push');
      expect(pushes[0]?.userData.bonuses.value).toBe(300);
      // Two connections, one re-read: the first connection asked for none (the app read the data on load).
      expect(resyncs).toBe(1);
    } finally {
      connection.close();
    }
  });

  it('gives up after a second refusal in a row and says why', async () => {
    let asked = 0;
    const refusals: string[] = [];
    const connection = connectUserRealtime({
      url: realtime.url,
      userId: user.id,
      token: () => {
        asked += 1;
        return 'v1.forged.token';
      },
      onUserData: () => {},
      onRefused: (message) => refusals.push(message),
    });
    try {
      await until(() => refusals.length === 1, 'the refusal');
      expect(refusals).toEqual([REFUSALS.token_refused]);
      expect(asked).toBe(2);
    } finally {
      connection.close();
    }
  });

  it('stops without connecting when no token can be had (signed out)', async () => {
    const refusals: string[] = [];
    const connection = connectUserRealtime({
      url: realtime.url,
      userId: user.id,
      token: () => Promise.reject(new Error('signed out')),
      onUserData: () => {},
      onRefused: (message) => refusals.push(message),
    });
    try {
      await until(() => refusals.length === 1, 'the refusal');
      expect(await realtime.server.io.in(event.room(user.id)).fetchSockets()).toEqual([]);
    } finally {
      connection.close();
    }
  });
});
