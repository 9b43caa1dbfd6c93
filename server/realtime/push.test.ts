import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { socketEvents } from '../../src/domain/contract/socket-events';
import { users } from '../db/schema';
import { loadUserData } from '../services/accounts/user-data';
import { createTestUser, type TestUser } from '../testing/accounts';
import { fixedClock } from '../testing/clock';
import { createTestDatabase, type TestDatabase } from '../testing/database';
import { silentLog } from '../testing/realtime';
import { createPushingUserEvents } from './push';

/*
 * When pushes are made: the scheduling of `createPushingUserEvents`, with the
 * real user data, recorded where socket.io would send it (the server itself
 * is exercised in server.test.ts).
 */

const event = socketEvents.userData;
let database: TestDatabase;
let user: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  user = await createTestUser(database.db, { name: 'Алеся' });
}, 60_000);

afterAll(() => database?.close());

function recorder() {
  const sent: { room: string; name: string; userName: string }[] = [];
  const io = {
    to: (room: string) => ({
      emit: (name: string, payload: unknown) => {
        sent.push({ room, name, userName: event.payload.parse(payload).userData.name });
        return true;
      },
    }),
  };
  return { sent, io: io as never };
}

it('pushes again when a change comes while the user’s data is being read', async () => {
  const { sent, io } = recorder();
  let opened: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    opened = resolve;
  });
  let reads = 0;
  const pushes = createPushingUserEvents({
    io,
    db: database.db,
    clock: fixedClock,
    log: silentLog,
    coalesceMs: 5,
    // The first read waits until the test has made a change behind its back.
    load: async (...args) => {
      reads += 1;
      if (reads === 1) await gate;
      return loadUserData(...args);
    },
  });
  pushes.userChanged(user.id);
  while (reads === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  await database.db.update(users).set({ name: 'Алеся Новая' }).where(eq(users.id, user.id));
  pushes.userChanged(user.id);
  await new Promise((resolve) => setTimeout(resolve, 20));
  // Still one read: the second change waits for the first read instead of racing it.
  expect(reads).toBe(1);
  opened();
  await pushes.settled();

  expect(sent.map((push) => push.userName)).toEqual(['Алеся Новая', 'Алеся Новая']);
  expect(new Set(sent.map((push) => `${push.room} ${push.name}`))).toEqual(
    new Set([`${event.room(user.id)} ${event.name(user.id)}`]),
  );
  pushes.close();
});

it('drops what is still waiting once closed', async () => {
  const { sent, io } = recorder();
  const pushes = createPushingUserEvents({ io, db: database.db, clock: fixedClock, log: silentLog, coalesceMs: 5 });
  pushes.userChanged(user.id);
  pushes.close();
  pushes.userChanged(user.id);
  await new Promise((resolve) => setTimeout(resolve, 20));
  await pushes.settled();
  expect(sent).toEqual([]);
});
