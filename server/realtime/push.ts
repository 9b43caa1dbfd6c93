import type { Server } from 'socket.io';
import { z } from 'zod';
import { UserId } from '../../src/domain/contract/account';
import { socketEvents } from '../../src/domain/contract/socket-events';
import type { Clock } from '../../src/domain/time';
import type { Database } from '../db/client';
import { loadUserData } from '../services/accounts/user-data';
import { sessionRoom } from './handshake';
import type { UserEvents } from './user-events';

/** A payment settles points, order status and history in a few commits: one push tells them all. */
export const PUSH_COALESCE_MS = 50;

export interface PushingUserEventsOptions {
  io: Pick<Server, 'to' | 'in'>;
  db: Database;
  clock: Clock;
  log: { warn: (details: object, message: string) => void };
  coalesceMs?: number;
  /** How a user's data is read; `loadUserData` itself unless a test needs to hold a read open. */
  load?: typeof loadUserData;
}

export interface PushingUserEvents extends UserEvents {
  /** Resolves once every change told so far has been pushed (tests, shutdown). */
  settled(): Promise<void>;
  /** Drops what is still waiting: the server is going away. */
  close(): void;
}

/**
 * `UserEvents` that push (issue 14, SPEC §4 «Live bonus update»): a change
 * waits `coalesceMs` for more of the same user's changes, then the user's
 * data is read once, after their commits, and emitted as `user_data_{id}` to
 * that user's room only. With the Redis adapter the room spans every server
 * process, so whichever process made the change reaches every tab.
 */
export function createPushingUserEvents({
  io,
  db,
  clock,
  log,
  coalesceMs = PUSH_COALESCE_MS,
  load = loadUserData,
}: PushingUserEventsOptions): PushingUserEvents {
  const event = socketEvents.userData;
  const waiting = new Map<string, NodeJS.Timeout>();
  // A change told while the user's data is being read may not be in what was read: push once more after.
  const running = new Map<string, { again: boolean; done: Promise<void> }>();
  let closed = false;

  const push = async (userId: string): Promise<void> => {
    const userData = await load(db, userId, clock());
    if (!userData) return; // the account is gone: nobody to tell
    // Encoded by the contract (money to BYN) and so also checked against it: a push the app cannot read is a bug here.
    const payload = z.encode(event.payload, { userData });
    io.to(event.room(userId)).emit(event.name(userId), payload);
  };

  const run = (userId: string): void => {
    waiting.delete(userId);
    const current = running.get(userId);
    if (current) {
      current.again = true;
      return;
    }
    const state = { again: false, done: Promise.resolve() };
    state.done = push(userId)
      .catch((error: unknown) => log.warn({ err: error, userId }, 'realtime push of user data failed'))
      .finally(() => {
        running.delete(userId);
        if (state.again && !closed) schedule(userId);
      });
    running.set(userId, state);
  };

  const schedule = (userId: string): void => {
    if (closed || waiting.has(userId)) return;
    waiting.set(
      userId,
      setTimeout(() => run(userId), coalesceMs),
    );
  };

  return {
    userChanged(userId) {
      // The contract's room and event names take only a user id; anything else is a caller's bug, not a push.
      if (!UserId.safeParse(userId).success) {
        log.warn({ userId }, 'realtime push for something that is not a user id ignored');
        return;
      }
      schedule(userId);
    },
    sessionsEnded(sessionIds) {
      if (sessionIds.length === 0) return;
      // Through the adapter: with Redis this reaches the session's sockets on every process.
      io.in(sessionIds.map(sessionRoom)).disconnectSockets(true);
    },
    async settled() {
      while (waiting.size > 0 || running.size > 0) {
        if (waiting.size > 0) await new Promise((resolve) => setTimeout(resolve, coalesceMs));
        await Promise.all([...running.values()].map((state) => state.done));
      }
    },
    close() {
      closed = true;
      for (const timer of waiting.values()) clearTimeout(timer);
      waiting.clear();
    },
  };
}
