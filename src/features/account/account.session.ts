import type { LoggedAnswer, LoggedIn, UserData } from '../../domain/contract/account';
import { isNetworkFailure } from '../../platform/api-client';
import type { UserRealtime, UserRealtimeOptions } from '../../platform/realtime';
import type { SessionMemory } from './account.persist';
import type { AccountState } from './account.store';
import { applyLoggedIn, applyLoggedOut, applyUserData, type CartAccountFields } from './account.transitions';

/** Ask `logged` again this long before the identity token stops being accepted. */
export const TOKEN_REFRESH_MARGIN_MS = 60_000;
/** Never sooner than this, so a clock far off cannot make the app ask in a loop. */
export const TOKEN_REFRESH_MIN_DELAY_MS = 10_000;
/** A refused realtime handshake is tried again after this, doubling up to the ceiling. */
export const REALTIME_RETRY_MS = { first: 2_000, max: 120_000 } as const;

export interface AccountSessionDeps {
  api: {
    logged(): Promise<LoggedAnswer>;
    data(id: string, token: string): Promise<UserData>;
  };
  cart: CartAccountFields;
  /** The last known session on the device, for pages opened offline. */
  memory: SessionMemory;
  now(): number;
  /** False when the device knows it is offline: then nothing is asked, and the shopper stays as last known. */
  online(): boolean;
  setTimer(run: () => void, ms: number): () => void;
  /** Opens the realtime connection (socket.io loads only when this is first called). */
  connect(options: UserRealtimeOptions): Promise<UserRealtime>;
}

/** When to ask `logged` again for a token valid until `expiresAt`. */
export function refreshDelay(expiresAt: number, now: number): number {
  return Math.max(TOKEN_REFRESH_MIN_DELAY_MS, expiresAt - now - TOKEN_REFRESH_MARGIN_MS);
}

/**
 * The signed-in session in the browser (SPEC §4 «Login state», «Live bonus
 * update»): the logged check, the user data with the identity header pair,
 * a fresh token before the old one lapses, and the realtime connection while
 * signed in. A failure of the check or the data fetch means logged out, but
 * offline (issue 27): then nothing is asked, the realtime connection closes,
 * and the shopper stays as last known — in memory, or on a page opened offline
 * as the device remembers them — until a check after the connection returns.
 * The device keeps the last known name and points while signed in and forgets
 * them when the server says the session has ended or the shopper signs out.
 */
export function createAccountSession(state: AccountState, deps: AccountSessionDeps) {
  let cancelRefresh: (() => void) | null = null;
  let cancelRetry: (() => void) | null = null;
  let realtime: { userId: string; connection: Promise<UserRealtime | null> } | null = null;
  let retryMs: number = REALTIME_RETRY_MS.first;
  let checking: Promise<void> | null = null;
  let generation = 0;

  const stopTimers = () => {
    cancelRefresh?.();
    cancelRefresh = null;
    cancelRetry?.();
    cancelRetry = null;
  };

  const closeRealtime = () => {
    const open = realtime;
    realtime = null;
    void open?.connection.then((connection) => connection?.close());
  };

  const loggedOut = () => {
    generation += 1;
    stopTimers();
    closeRealtime();
    applyLoggedOut(state, deps.cart);
    state.session.checked = true;
    state.session.updatedAt = null;
    state.session.remembered = null;
    void deps.memory.forget();
  };

  /** The server just said who is signed in: the device keeps their name and points, with when. */
  const remember = () => {
    const userData = state.user.userData;
    if (!userData) return;
    const at = deps.now();
    state.session.updatedAt = at;
    state.session.remembered = null;
    void deps.memory.save(userData, at);
  };

  /**
   * Offline: nothing that needs the network runs (timers, the socket); the shopper stays as shown. A page
   * opened offline, which has no one yet, shows the shopper the device remembers.
   */
  const offline = async (): Promise<void> => {
    // What was asked before the connection dropped is not waited for: the check after it returns asks anew.
    generation += 1;
    checking = null;
    stopTimers();
    closeRealtime();
    if (state.auth.isLogged) {
      state.session.checked = true;
      return;
    }
    const asked = generation;
    const { shopper, savedAt } = await deps.memory.load();
    // A check answered meanwhile (the connection came back): the server's word stands.
    if (asked === generation && !state.auth.isLogged && shopper) {
      state.auth.isLogged = true;
      state.auth.id = shopper.id;
      state.session.remembered = shopper;
      state.session.updatedAt = savedAt;
    }
    state.session.checked = true;
  };

  /** New user data (fetched or pushed): the state takes it, and the checkout draft follows the account. */
  const received = (userData: UserData) => {
    if (!applyUserData(state, userData)) return;
    remember();
    deps.cart.fillFromAccount(userData, userData.creditCards);
  };

  const fetchData = async (): Promise<void> => {
    const { id } = state.auth;
    const { token } = state.session;
    if (!id || !token) return;
    const asked = generation;
    try {
      const userData = await deps.api.data(id, token);
      if (asked !== generation) return;
      received(userData);
    } catch (error) {
      if (asked !== generation) return;
      // The connection dropped: not the server's word on the session.
      if (isNetworkFailure(error)) return offline();
      console.warn('[account] the user data could not be fetched: signed out', error);
      loggedOut();
    }
  };

  /**
   * A fresh token for the realtime handshake: asks `logged` again when the one held is about to lapse, or
   * when asked to (the server ended the socket: the session may have ended with it).
   */
  const freshToken = async ({ refresh = false }: { refresh?: boolean } = {}): Promise<string> => {
    const expiresAt = state.session.tokenExpiresAt ?? 0;
    if (refresh || expiresAt - deps.now() < TOKEN_REFRESH_MARGIN_MS) await check();
    // Signed out meanwhile: the connection has no one to connect as, and stops.
    if (!state.session.token) throw new Error('signed out');
    return state.session.token;
  };

  const openRealtime = (userId: string, url: string) => {
    if (realtime?.userId === userId) return;
    closeRealtime();
    const opened = { userId, connection: Promise.resolve<UserRealtime | null>(null) };
    realtime = opened;
    opened.connection = deps
      .connect({
        url,
        userId,
        token: freshToken,
        onUserData: ({ userData }) => {
          retryMs = REALTIME_RETRY_MS.first;
          received(userData);
        },
        // A reconnect that could not replay what was missed: the data is read again.
        onResync: () => {
          retryMs = REALTIME_RETRY_MS.first;
          void fetchData();
        },
        onRefused: (message) => {
          if (realtime !== opened) return;
          console.warn('[account] the realtime connection was refused; trying again later', message);
          closeRealtime();
          cancelRetry?.();
          const delay = retryMs;
          retryMs = Math.min(REALTIME_RETRY_MS.max, retryMs * 2);
          cancelRetry = deps.setTimer(() => {
            cancelRetry = null;
            if (state.auth.isLogged && state.auth.id === userId && state.session.realtimeUrl) {
              openRealtime(userId, state.session.realtimeUrl);
            }
          }, delay);
        },
      })
      .catch((error: unknown) => {
        console.warn('[account] the realtime connection could not start', error);
        return null;
      });
  };

  const signedIn = async (answer: LoggedIn): Promise<void> => {
    const switched = state.auth.id !== null && state.auth.id !== answer.id;
    if (switched) loggedOut();
    generation += 1;
    applyLoggedIn(state, answer);
    state.session.checked = true;
    remember();
    deps.cart.fillFromAccount(answer, answer.creditCards);
    cancelRefresh?.();
    cancelRefresh = deps.setTimer(
      () => {
        cancelRefresh = null;
        void check();
      },
      refreshDelay(Date.parse(answer.tokenExpiresAt), deps.now()),
    );
    openRealtime(answer.id, answer.realtimeUrl);
    await fetchData();
  };

  /** SPEC §4 «Login state»: set by a logged check; a failure means logged out, offline means as last known. */
  const check = (): Promise<void> => {
    if (!deps.online()) return offline();
    if (checking) return checking;
    const asked = generation;
    const running = deps.api
      .logged()
      .then(
        (answer) => {
          // Signed in or out meanwhile, or the connection dropped: that word is newer than this answer.
          if (asked !== generation) return;
          return answer.isLogged ? signedIn(answer) : loggedOut();
        },
        (error: unknown) => {
          if (asked !== generation) return;
          if (isNetworkFailure(error)) return offline();
          console.warn('[account] the logged check failed: signed out', error);
          loggedOut();
        },
      )
      .finally(() => {
        if (checking === running) checking = null;
      });
    checking = running;
    return running;
  };

  return {
    check,
    /** Sign-up, sign-in or recovery answered with the signed-in user. */
    signedIn,
    /** The user data again (after a change the page made itself). */
    reload: fetchData,
    /** Logout (SPEC §4) or an answer that said the session is gone. */
    loggedOut,
    /** The connection is gone: stop asking, keep the shopper as shown. */
    offline,
    stop: () => {
      generation += 1;
      stopTimers();
      closeRealtime();
    },
  };
}

export type AccountSession = ReturnType<typeof createAccountSession>;
