import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoggedIn } from '../../src/domain/contract/account';
import { ADDRESS_MESSAGES } from '../../src/domain/contract/address';
import {
  COMMENT_TOO_LONG,
  NAME_MESSAGES,
  PaymentAnswer,
  PaymentStatusAnswer,
} from '../../src/domain/contract/checkout';
import { endpoints } from '../../src/domain/contract/endpoints';
import { buildPath } from '../../src/domain/contract/http';
import { orders, users } from '../db/schema';
import { createOrdersRepository } from '../repositories/orders';
import { staffOrderViews } from '../services/lifecycle/view';
import { createTestUser, freshClientIp, userHeaders } from '../testing/accounts';
import { createTestApp, expectErrorAnswer, FIXED_NOW, json, TEST_ORIGIN, type TestApp } from '../testing/index';
import { deliveryBody, newDeviceId, orderBody, orderDatabaseKinds, postOrder, postUserOrder } from '../testing/orders';

vi.setConfig({ testTimeout: 30_000 });

/*
 * Issue 27, items 4 and 18: a delivery address in parts, checked (street,
 * house with a digit, no other city or country), kept in parts with a
 * readable line, and old single-line addresses still read; names with
 * letters, and over-long fields refused with a Russian message, never cut.
 */

const OLD_LINE = 'ул. Кижеватова, 7, кв. 12';

describe.each(orderDatabaseKinds())('delivery addresses and contact fields on %s', (kind) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ kind });
  }, 60_000);
  afterAll(() => testApp?.close());

  const db = () => testApp.database.db;
  const refused = async (body: unknown) => expectErrorAnswer(await postOrder(testApp.app, body), 400);
  const place = async (body: unknown, device: string) => {
    const response = await postOrder(testApp.app, body, { device });
    expect(response.statusCode, response.body).toBe(200);
    return PaymentAnswer.parse(json(response)).orderId;
  };
  const contactOf = async (uid: string, device: string) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/payment/${uid}`,
      cookies: { tp_device: device },
    });
    return PaymentStatusAnswer.parse(json(response)).order.contact;
  };
  const staffLineOf = async (uid: string) => {
    const row = await createOrdersRepository(db()).find(uid);
    if (!row) throw new Error('no order');
    const [view] = await staffOrderViews(db(), [row], FIXED_NOW);
    return view?.contact.address;
  };

  it('refuses an address naming another country or city, the whole address «1», and a single line', async () => {
    expect(await refused(deliveryBody({ address: { street: 'Россия, Москва, Тверская ул.', house: '1' } }))).toContain(
      'Доставляем только по Минску, а здесь указана другая страна: Россия',
    );
    expect(await refused(deliveryBody({ address: { street: 'ул. Немига', house: '5', note: 'г. Гомель' } }))).toContain(
      'Доставляем только по Минску, а здесь указан другой город: Гомель',
    );
    expect(await refused(deliveryBody({ address: { street: '1', house: '1' } }))).toContain(
      ADDRESS_MESSAGES.streetName,
    );
    expect(await refused(deliveryBody({ address: { street: 'ул. Немига', house: 'пять' } }))).toContain(
      ADDRESS_MESSAGES.houseDigit,
    );
    await refused(deliveryBody({ address: 'Россия, Москва, Тверская ул., 1' }));
    expect(await db().select().from(orders)).toHaveLength(0);
  });

  it('keeps the address in parts, and the order page and the staff board read it as one Russian line', async () => {
    const device = newDeviceId();
    const address = { street: 'ул. Немига', house: '5', building: '1', entrance: '2', floor: '3', flat: '4' };
    const uid = await place(deliveryBody({ address: { ...address, intercom: '', note: ' ' } }), device);
    const [row] = await db().select().from(orders).where(eq(orders.uid, uid));
    expect(row?.addressParts).toEqual(address);
    const line = 'ул. Немига, д. 5, корп. 1, подъезд 2, этаж 3, кв. 4';
    expect(row?.address).toBe(line);
    expect((await contactOf(uid, device))?.address).toBe(line);
    expect(await staffLineOf(uid)).toBe(line);
  });

  it('still reads an order placed before addresses had parts', async () => {
    const device = newDeviceId();
    const uid = await place(deliveryBody(), device);
    await db().update(orders).set({ address: OLD_LINE, addressParts: null }).where(eq(orders.uid, uid));
    expect((await contactOf(uid, device))?.address).toBe(OLD_LINE);
    expect(await staffLineOf(uid)).toBe(OLD_LINE);
  });

  it('keeps the profile’s address in parts, and gives an old single-line one back as the note', async () => {
    const user = await createTestUser(db(), { phone: '+375447001234' });
    const logged = async () =>
      LoggedIn.parse(
        json(
          await testApp.app.inject({ method: 'GET', url: buildPath(endpoints.userLogged), headers: userHeaders(user) }),
        ),
      );
    await db().update(users).set({ address: OLD_LINE }).where(eq(users.id, user.id));
    expect((await logged()).address).toEqual({ street: '', house: '', note: OLD_LINE });

    const save = (address: unknown) =>
      testApp.app.inject({
        method: 'PUT',
        url: buildPath(endpoints.userUpdateData),
        payload: { name: 'Алеся', phone: '+375447001234', address } as object,
        headers: { ...userHeaders(user), origin: TEST_ORIGIN },
        remoteAddress: freshClientIp(),
      });
    expect(expectErrorAnswer(await save({ street: 'Тверская', house: '1', note: 'Москва' }), 400)).toContain(
      'Доставляем только по Минску, а здесь указан другой город: Москва',
    );
    // Saving the old note alone keeps it (the shopper only changed their name).
    expect((await save({ street: '', house: '', note: OLD_LINE })).statusCode).toBe(200);
    expect((await logged()).address).toEqual({ street: '', house: '', note: OLD_LINE });
    expect((await save({ street: 'ул. Кижеватова', house: '7', flat: '12' })).statusCode).toBe(200);
    expect((await logged()).address).toEqual({ street: 'ул. Кижеватова', house: '7', flat: '12' });
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row?.address).toBe('ул. Кижеватова, д. 7, кв. 12');
    // A signed-in shopper's order is checked the same way.
    const moscow = deliveryBody({ address: { street: 'Тверская ул., Москва', house: '1' } });
    expect(expectErrorAnswer(await postUserOrder(testApp.app, user, moscow), 400)).toContain(
      'Доставляем только по Минску, а здесь указан другой город: Москва',
    );
  });

  it('refuses a name without two letters and over-long fields with their limit, instead of cutting them', async () => {
    const before = (await db().select().from(orders)).length;
    expect(await refused(orderBody({ name: '🥧🥧🥧' }))).toContain(NAME_MESSAGES.letters);
    expect(await refused(orderBody({ name: 'А'.repeat(500) }))).toContain(NAME_MESSAGES.tooLong);
    expect(await refused(orderBody({ comment: 'ы'.repeat(2600) }))).toContain(COMMENT_TOO_LONG);
    const signup = await testApp.app.inject({
      method: 'POST',
      url: buildPath(endpoints.authSignup),
      payload: { name: '😀😀', phone: '+375447009876', password: 'pirog-password-1' },
      headers: { origin: TEST_ORIGIN },
      remoteAddress: freshClientIp(),
    });
    expect(expectErrorAnswer(signup, 400)).toContain(NAME_MESSAGES.letters);
    expect(await db().select().from(orders)).toHaveLength(before);
  });
});
