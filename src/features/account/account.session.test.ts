import { describe, expect, it, vi } from 'vitest';
import { emptyAddress } from '../../domain/address-draft';
import { LOGGED_OUT, type LoggedAnswer, type LoggedIn, type UserData } from '../../domain/contract/account';
import { ApiError } from '../../platform/api-client';
import type { UserRealtimeOptions } from '../../platform/realtime';
import { createCartAccountActions, createCartActions, createCartState } from '../cart';
import type { SessionMemory } from './account.persist';
import { createAccountSession, REALTIME_RETRY_MS, refreshDelay, TOKEN_REFRESH_MARGIN_MS } from './account.session';
import { bonusPointsOf, createAccountState, type RememberedShopper } from './account.store';

const USER = '0b6c1f7e-5d7a-4c3b-9a53-2f1e8d4c7b10';
const OTHER = '7d2f0c1a-3e4b-4f5a-8b6c-9d0e1f2a3b4c';
const NOW = Date.parse('2026-11-24T09:00:00Z');
const CARD = { _id: 'c3a0f4d2-1b2c-4d5e-8f90-a1b2c3d4e5f6', last4: '0000', brand: 'VISA', expMonth: 12, expYear: 2030 };

function loggedIn(overrides: Partial<LoggedIn> = {}): LoggedIn {
  return {
    isLogged: true,
    id: USER,
    bonuses: { value: 300, held: 0, nextExpiry: null },
    creditCards: [CARD],
    name: 'Алеся',
    phone: '+375291234567',
    email: 'alesia@mail.by',
    address: { street: 'ул. Кижеватова', house: '7' },
    token: 'token-1',
    tokenExpiresAt: new Date(NOW + 15 * 60_000).toISOString(),
    realtimeUrl: 'http://localhost:6002',
    ...overrides,
  };
}

const loggedOutAnswer: LoggedAnswer = LOGGED_OUT;

function userData(overrides: Partial<UserData> = {}): UserData {
  const { isLogged: _l, token: _t, tokenExpiresAt: _e, realtimeUrl: _r, ...fields } = loggedIn();
  return { ...fields, orders: [], bonusHistory: [], ...overrides };
}

let online = true;

/** The device's memory of the session, in memory: what was last saved, and when. */
function fakeMemory(initial: { shopper: RememberedShopper | null; savedAt: number } = { shopper: null, savedAt: 0 }) {
  let stored = initial;
  const memory: SessionMemory & { stored(): typeof stored } = {
    stored: () => stored,
    load: async () => stored,
    save: async (shopper, at) => {
      stored = { shopper: { id: shopper.id, name: shopper.name, bonuses: { ...shopper.bonuses } }, savedAt: at };
    },
    forget: async () => {
      stored = { shopper: null, savedAt: 0 };
    },
  };
  return memory;
}

function setup(answers: {
  logged: () => Promise<LoggedAnswer>;
  data?: (id: string, token: string) => Promise<UserData>;
  memory?: ReturnType<typeof fakeMemory>;
}) {
  const memory = answers.memory ?? fakeMemory();
  const state = createAccountState();
  const cart = createCartState('2026-11-24');
  const silent = { success: () => {}, error: () => {} };
  const cartActions = {
    ...createCartActions(cart, silent, () => NOW),
    ...createCartAccountActions(cart, silent, () => NOW),
  };
  const timers: { run: () => void; ms: number; cancelled: boolean }[] = [];
  const sockets: { options: UserRealtimeOptions; closed: boolean }[] = [];
  const data = vi.fn(answers.data ?? (async () => userData()));
  const session = createAccountSession(state, {
    api: { logged: vi.fn(answers.logged), data },
    cart: cartActions,
    memory,
    now: () => NOW,
    online: () => online,
    setTimer: (run, ms) => {
      const timer = { run, ms, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    connect: async (options) => {
      const socket = { options, closed: false };
      sockets.push(socket);
      return {
        close: () => {
          socket.closed = true;
        },
      };
    },
  });
  return { state, cart, cartActions, session, timers, sockets, data, memory };
}

describe('login state (SPEC §4)', () => {
  it('a logged check fills auth and user state, then fetches the data with the identity header pair', async () => {
    const { state, cart, session, data } = setup({ logged: async () => loggedIn() });
    await session.check();
    expect(state.auth).toMatchObject({ isLogged: true, id: USER });
    expect(data).toHaveBeenCalledWith(USER, 'token-1');
    expect(state.user.userData?.bonuses.value).toBe(300);
    // The empty contact fields of the draft take the account's details; its cards join the cart state.
    expect([cart.name, cart.phone, cart.email, cart.address]).toEqual([
      'Алеся',
      '+375291234567',
      'alesia@mail.by',
      { ...emptyAddress(), street: 'ул. Кижеватова', house: '7' },
    ]);
    expect(cart.creditCards.map((card) => card._id)).toEqual([CARD._id]);
  });

  it.each([
    ['answers isLogged: false', async () => loggedOutAnswer],
    ['fails', async (): Promise<LoggedAnswer> => Promise.reject(new Error('offline'))],
  ])('a logged check that %s leaves the app logged out and clears what an account filled', async (_, logged) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    let answer: () => Promise<LoggedAnswer> = async () => loggedIn();
    const { state, cart, session, sockets } = setup({ logged: () => answer() });
    await session.check();
    cart.bonusValue = 120;
    answer = logged;
    await session.check();
    expect(state.auth).toMatchObject({ isLogged: false, id: null });
    expect(state.user.userData).toBeNull();
    expect([cart.name, cart.phone, cart.email, cart.address, cart.accountContact]).toEqual([
      '',
      '',
      '',
      emptyAddress(),
      null,
    ]);
    expect(cart.creditCards).toEqual([]);
    expect(cart.bonusValue).toBe(0);
    expect(sockets[0]?.closed).toBe(true);
    warn.mockRestore();
  });

  it('the account’s address fills the draft in parts and follows a profile edit; an old one-line address is the note', async () => {
    const { cart, session, sockets } = setup({
      logged: async () => loggedIn({ address: { street: '', house: '', note: 'ул. Кижеватова, 7, кв. 12' } }),
      data: async () => userData({ address: { street: '', house: '', note: 'ул. Кижеватова, 7, кв. 12' } }),
    });
    await session.check();
    expect(cart.address).toEqual({ ...emptyAddress(), note: 'ул. Кижеватова, 7, кв. 12' });
    // The shopper filled the parts in the profile: the draft still held the account's address, so it follows.
    sockets[0]?.options.onUserData({
      userData: userData({ address: { street: 'ул. Кижеватова', house: '7', flat: '12' } }),
    });
    expect(cart.address).toEqual({ ...emptyAddress(), street: 'ул. Кижеватова', house: '7', flat: '12' });
  });

  it('a profile edit follows into the draft where it still held the account’s details, not where the shopper typed', async () => {
    const { cart, cartActions, session, sockets } = setup({ logged: async () => loggedIn() });
    await session.check();
    const typed = { ...emptyAddress(), street: 'ул. Немига', house: '5' };
    cartActions.setCheckoutField('address', typed);
    sockets[0]?.options.onUserData({
      userData: userData({ name: 'Алеся Тестова', address: { street: 'пр-т Независимости', house: '1' } }),
    });
    expect(cart.name).toBe('Алеся Тестова');
    expect(cart.address).toEqual(typed);
    // After a reload (a fresh session, the stored draft) the edit still follows.
    const again = setup({
      logged: async () => loggedIn({ name: 'Алеся Т.' }),
      data: async () => userData({ name: 'Алеся Т.' }),
    });
    Object.assign(again.cart, { name: cart.name, accountContact: { ...cart.accountContact } });
    await again.session.check();
    expect(again.cart.name).toBe('Алеся Т.');
  });

  it('a guest keeps the contact details they typed themselves', async () => {
    const { state, cart, cartActions, session } = setup({ logged: async () => loggedOutAnswer });
    cartActions.setCheckoutField('name', 'Олег');
    await session.check();
    expect(state.session.checked).toBe(true);
    expect(cart.name).toBe('Олег');
  });

  it('a failed data fetch means logged out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { state, cart, session } = setup({
      logged: async () => loggedIn(),
      data: () => Promise.reject(new Error('401')),
    });
    await session.check();
    expect(state.auth).toMatchObject({ isLogged: false, id: null });
    expect(cart.creditCards).toEqual([]);
    expect(cart.name).toBe('');
    warn.mockRestore();
  });

  it('offline with nothing remembered, nobody is signed in and nothing is asked or warned about', async () => {
    const warn = vi.spyOn(console, 'warn');
    const logged = vi.fn(async () => loggedIn());
    online = false;
    const { state, session } = setup({ logged });
    await session.check();
    online = true;
    expect(logged).not.toHaveBeenCalled();
    expect(state.session.checked).toBe(true);
    expect(state.auth.isLogged).toBe(false);
    const dropped = setup({ logged: () => Promise.reject(new ApiError('userLogged', undefined)) });
    await dropped.session.check();
    expect(dropped.state.auth.isLogged).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('signed in, offline (issue 27)', () => {
  const SAVED_AT = NOW - 40 * 60_000;
  const remembered = (): RememberedShopper => ({
    id: USER,
    name: 'Алеся',
    bonuses: { value: 300, held: 0, nextExpiry: null },
  });

  it('the device remembers the name and points the server gave, with when, and forgets them on sign-out', async () => {
    const { session, sockets, memory } = setup({ logged: async () => loggedIn() });
    await session.check();
    expect(memory.stored()).toEqual({ shopper: remembered(), savedAt: NOW });
    sockets[0]?.options.onUserData({ userData: userData({ bonuses: { value: 450, held: 0, nextExpiry: null } }) });
    await vi.waitFor(() => expect(memory.stored().shopper?.bonuses.value).toBe(450));
    session.loggedOut();
    await vi.waitFor(() => expect(memory.stored()).toEqual({ shopper: null, savedAt: 0 }));
  });

  it('a page opened offline shows the remembered shopper and from when, and asks nothing', async () => {
    const warn = vi.spyOn(console, 'warn');
    const logged = vi.fn(async () => loggedIn());
    online = false;
    const { state, cart, session, data, sockets } = setup({
      logged,
      memory: fakeMemory({ shopper: remembered(), savedAt: SAVED_AT }),
    });
    await session.check();
    online = true;
    expect(logged).not.toHaveBeenCalled();
    expect(data).not.toHaveBeenCalled();
    expect(sockets).toEqual([]);
    expect(state.auth).toMatchObject({ isLogged: true, id: USER });
    expect(state.session).toMatchObject({ checked: true, updatedAt: SAVED_AT, remembered: remembered() });
    expect(bonusPointsOf(state)).toBe(300);
    // Not the account's data: the draft keeps what it had.
    expect(cart.name).toBe('');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('a connection that drops under a signed-in page keeps the shopper, stops the socket and the timers', async () => {
    const warn = vi.spyOn(console, 'warn');
    const logged = vi.fn(async () => loggedIn());
    const { state, cart, session, sockets, timers } = setup({ logged });
    await session.check();
    online = false;
    await session.offline();
    expect(sockets[0]?.closed).toBe(true);
    expect(timers.every((timer) => timer.cancelled)).toBe(true);
    await session.check();
    online = true;
    expect(logged).toHaveBeenCalledTimes(1);
    expect(state.auth).toMatchObject({ isLogged: true, id: USER });
    expect(state.user.userData?.bonuses.value).toBe(300);
    expect(state.session.updatedAt).toBe(NOW);
    expect(cart.name).toBe('Алеся');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('a check or a data fetch the network drops is no sign-out', async () => {
    let answer: () => Promise<LoggedAnswer> = async () => loggedIn();
    let fetched: () => Promise<UserData> = async () => userData();
    const { state, session, memory } = setup({ logged: () => answer(), data: () => fetched() });
    await session.check();
    answer = () => Promise.reject(new ApiError('userLogged', undefined));
    await session.check();
    expect(state.auth).toMatchObject({ isLogged: true, id: USER });
    answer = async () => loggedIn();
    fetched = () => Promise.reject(new ApiError('userData', undefined));
    await session.check();
    expect(state.auth).toMatchObject({ isLogged: true, id: USER });
    expect(state.user.userData?.name).toBe('Алеся');
    expect(memory.stored().shopper?.id).toBe(USER);
  });

  it('a check the dropped connection left hanging is not waited for: back online the app asks anew', async () => {
    let answerFirst: (answer: LoggedAnswer) => void = () => {};
    const logged = vi
      .fn<() => Promise<LoggedAnswer>>()
      .mockImplementationOnce(async () => loggedIn())
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockImplementation(async () => loggedOutAnswer);
    const { state, session } = setup({ logged });
    await session.check();
    const hanging = session.check();
    online = false;
    await session.offline();
    online = true;
    await session.check();
    expect(logged).toHaveBeenCalledTimes(3);
    expect(state.auth.isLogged).toBe(false);
    // The answer from before the drop arrives late: the newer word stands.
    answerFirst(loggedIn());
    await hanging;
    expect(state.auth.isLogged).toBe(false);
  });

  it('back online the server decides: its shopper replaces the remembered one, an ended session signs out and is forgotten', async () => {
    online = false;
    let answer: () => Promise<LoggedAnswer> = async () => loggedIn();
    const memory = fakeMemory({ shopper: remembered(), savedAt: SAVED_AT });
    const { state, cart, session, sockets } = setup({ logged: () => answer(), memory });
    await session.check();
    online = true;
    answer = async () => loggedIn();
    await session.check();
    expect(state.session).toMatchObject({ remembered: null, updatedAt: NOW });
    expect(state.user.userData?.name).toBe('Алеся');
    expect(bonusPointsOf(state)).toBe(300);
    expect(sockets).toHaveLength(1);
    expect(cart.name).toBe('Алеся');

    online = false;
    await session.offline();
    online = true;
    answer = async () => loggedOutAnswer;
    await session.check();
    expect(state.auth).toMatchObject({ isLogged: false, id: null });
    expect(state.session).toMatchObject({ remembered: null, updatedAt: null });
    expect(bonusPointsOf(state)).toBeNull();
    await vi.waitFor(() => expect(memory.stored()).toEqual({ shopper: null, savedAt: 0 }));
    // Offline again: nobody is remembered.
    online = false;
    const later = setup({ logged: () => answer(), memory });
    await later.session.check();
    online = true;
    expect(later.state.auth.isLogged).toBe(false);
  });
});

describe('the identity token', () => {
  it('is renewed by asking logged again a minute before it lapses', async () => {
    expect(refreshDelay(NOW + 15 * 60_000, NOW)).toBe(15 * 60_000 - TOKEN_REFRESH_MARGIN_MS);
    // A token that lapses (almost) at once is not asked for in a loop.
    expect(refreshDelay(NOW + 1_000, NOW)).toBe(10_000);

    let round = 0;
    const { state, session, timers, data } = setup({
      logged: async () => {
        round += 1;
        return loggedIn({ token: `token-${round}` });
      },
    });
    await session.check();
    const refresh = timers.find((timer) => timer.ms === 15 * 60_000 - TOKEN_REFRESH_MARGIN_MS);
    expect(refresh).toBeDefined();
    refresh?.run();
    await vi.waitFor(() => expect(state.session.token).toBe('token-2'));
    expect(data).toHaveBeenLastCalledWith(USER, 'token-2');
  });
});

describe('live bonus update (SPEC §4)', () => {
  it('connects once signed in; a push updates the user state and the badge; another user’s data is ignored', async () => {
    const { state, session, sockets } = setup({ logged: async () => loggedIn() });
    await session.check();
    expect(sockets).toHaveLength(1);
    const options = sockets[0]?.options;
    expect(options).toMatchObject({ url: 'http://localhost:6002', userId: USER });
    expect(await options?.token()).toBe('token-1');
    options?.onUserData({ userData: userData({ bonuses: { value: 450, held: 0, nextExpiry: null } }) });
    expect(state.user.userData?.bonuses.value).toBe(450);
    options?.onUserData({ userData: userData({ id: OTHER, bonuses: { value: 9, held: 0, nextExpiry: null } }) });
    expect(state.user.userData?.bonuses.value).toBe(450);
  });

  it('re-fetches the data on a reconnect that missed events, and retries a refused handshake with backoff', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { session, sockets, timers, data } = setup({ logged: async () => loggedIn() });
    await session.check();
    const first = sockets[0];
    first?.options.onResync?.();
    expect(data).toHaveBeenCalledTimes(2);
    first?.options.onRefused?.('bad token');
    await vi.waitFor(() => expect(first?.closed).toBe(true));
    const retry = timers.at(-1);
    expect(retry?.ms).toBe(REALTIME_RETRY_MS.first);
    retry?.run();
    expect(sockets).toHaveLength(2);
    sockets[1]?.options.onRefused?.('bad token');
    expect(timers.at(-1)?.ms).toBe(REALTIME_RETRY_MS.first * 2);
    warn.mockRestore();
  });
});
