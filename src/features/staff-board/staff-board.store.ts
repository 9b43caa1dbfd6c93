import { proxy } from 'valtio/vanilla';
import type { StaffMember, StaffOrder, StaffOrdersAnswer } from '../../domain/contract/staff';
import type { StaffRealtime, StaffRealtimeOptions } from '../../platform/staff-realtime';
import { applyCatchUp, applyEvent, applySnapshot, isInWork, type OrdersView } from './board-logic';
import { writeSignedInHint } from './device-hints';

/** Who is signed in on this tablet, as `/api/staff/me` last said. */
export interface StaffSessionState {
  status: 'checking' | 'signed_out' | 'signed_in';
  staff: StaffMember | null;
  realtimeUrl: string | null;
}

export const staffSession = proxy<StaffSessionState>({ status: 'checking', staff: null, realtimeUrl: null });

/** Signed in here: the board opens, and the device remembers it has a session to check next time. */
export function signedIn(staff: StaffMember, realtimeUrl: string): void {
  writeSignedInHint(true);
  Object.assign(staffSession, { status: 'signed_in', staff, realtimeUrl });
}

/** Signed out, here or by the server (expired, revoked): the sign-in form again. */
export function signedOut(): void {
  writeSignedInHint(false);
  Object.assign(staffSession, { status: 'signed_out', staff: null, realtimeUrl: null });
}

export type Connection = 'connecting' | 'online' | 'offline';

/** One shop's live board (and pickup screen): the orders, the socket's state, what the cards show. */
export interface BoardState extends OrdersView {
  shopId: string | null;
  /** The first full read arrived. */
  loaded: boolean;
  connection: Connection;
  /** When a new order arrived live (epoch ms), for its highlight. */
  fresh: Record<string, number>;
  /** Why a card is where it is now (another tablet moved it first), shown on the card instead of a dialog. */
  notes: Record<string, string>;
  /** Cards with a request in flight. */
  busy: Record<string, boolean>;
  loadError: string | null;
}

export function createBoardState(): BoardState {
  return {
    shopId: null,
    loaded: false,
    connection: 'connecting',
    orders: {},
    seq: 0,
    catchUpNeeded: false,
    fresh: {},
    notes: {},
    busy: {},
    loadError: null,
  };
}

export const board = proxy<BoardState>(createBoardState());

export interface BoardDeps {
  orders: (shop: string, since?: number) => Promise<StaffOrdersAnswer>;
  connect: (options: StaffRealtimeOptions) => Promise<StaffRealtime>;
  now: () => number;
  /** A new order reached the board live (or by a catch-up): sound and highlight. */
  onNewOrder?: (order: StaffOrder) => void;
  /** Any order changed live (the pickup screen chimes for «ready»). */
  onChange?: (before: StaffOrder | undefined, after: StaffOrder) => void;
  /** The staff session is gone: sign in again. */
  onSignedOut: () => void;
  isSignedOut: (error: unknown) => boolean;
}

/** After a failed read while the socket is up, the next try comes this much later. */
const RETRY_MS = 3_000;
/**
 * A full read this often as well: a safety net, and the HTTP use keeps the
 * staff session alive on a screen that only listens (sessions slide with use).
 */
const REFRESH_MS = 10 * 60_000;
/** How long a gap in the live events may wait to fill by itself (an event still on its way from another node). */
const GAP_WAIT_MS = 1_000;

/**
 * Runs one shop's board: a full read, the socket, and a `since` read after
 * every (re)connection, one read at a time, so an order changed while the
 * socket was down (or the server restarting) is never missing.
 */
export function startBoard(state: BoardState, shopId: string, url: string, deps: BoardDeps): () => void {
  Object.assign(state, createBoardState(), { shopId });
  let stopped = false;
  let running = false;
  let again = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let gapRead: ReturnType<typeof setTimeout> | undefined;
  let realtime: StaffRealtime | null = null;

  const welcome = (order: StaffOrder) => {
    if (!isInWork(order) && order.status !== 'review') return;
    if (order.status !== 'review' && order.stage !== 'accepted') return;
    state.fresh[order.uid] = deps.now();
    deps.onNewOrder?.(order);
  };

  const readOnce = async () => {
    if (!state.loaded) {
      applySnapshot(state, await deps.orders(shopId));
      state.loaded = true;
      return;
    }
    const since = state.seq;
    const added = applyCatchUp(state, await deps.orders(shopId, since));
    for (const order of added) welcome(order);
  };

  const sync = async (): Promise<void> => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await readOnce();
        state.loadError = null;
      } while (again && !stopped);
    } catch (error) {
      if (stopped) return;
      if (deps.isSignedOut(error)) {
        deps.onSignedOut();
        return;
      }
      state.loadError = error instanceof Error ? error.message : String(error);
      // While the socket is down its reconnection reads again; while it is up, try again soon.
      clearTimeout(retry);
      retry = setTimeout(() => {
        if (state.connection === 'online') void sync();
      }, RETRY_MS);
    } finally {
      running = false;
    }
  };

  void sync();
  const refresh = setInterval(() => {
    // A full read replaces the board (yesterday's finished orders go) and slides the session.
    if (state.connection !== 'online') return;
    void deps.orders(shopId).then(
      (answer) => {
        if (!stopped) applySnapshot(state, answer);
      },
      () => undefined,
    );
  }, REFRESH_MS);

  void deps
    .connect({
      url,
      shopId,
      onOrder: (payload) => {
        const before = state.orders[payload.order.uid];
        // The shop's events are numbered without gaps: one past the next says an event between is missing,
        // still on its way from another node or lost for good (its node died between the commit and the
        // announcement, Redis was restarting). The board's number then waits for a `since` read a moment
        // later, which fills it either way (while the socket is down, its reconnection reads anyway).
        if (state.loaded && payload.seq > state.seq + 1) state.catchUpNeeded = true;
        const outcome = applyEvent(state, payload);
        if (state.catchUpNeeded && state.loaded && state.connection === 'online' && !gapRead) {
          gapRead = setTimeout(() => {
            gapRead = undefined;
            if (!stopped && state.catchUpNeeded && state.connection === 'online') void sync();
          }, GAP_WAIT_MS);
        }
        if (outcome === 'stale') return;
        if (outcome === 'new' && state.loaded) welcome(payload.order);
        deps.onChange?.(before, payload.order);
      },
      onConnected: () => {
        state.connection = 'online';
        // Whatever happened before this connection may be missing: read `since` the last number.
        if (state.loaded) state.catchUpNeeded = true;
        void sync();
      },
      onDisconnected: () => {
        state.connection = 'offline';
        state.catchUpNeeded = true;
      },
      onRefused: () => deps.onSignedOut(),
    })
    .then((connected) => {
      if (stopped) connected.close();
      else realtime = connected;
    });

  return () => {
    stopped = true;
    clearTimeout(retry);
    clearTimeout(gapRead);
    clearInterval(refresh);
    realtime?.close();
  };
}
