import { describe, expect, it } from 'vitest';
import type { AdminDeliverySettings, AdminZone } from '../../domain/contract/admin-delivery';
import type { Kopecks } from '../../domain/money';
import {
  fromSettingsForm,
  fromZoneForm,
  SettingsFormValues,
  toSettingsForm,
  toZoneForm,
  ZoneFormValues,
} from './delivery-form';
import { fromStaffForm } from './staff-form';

const zone: AdminZone = {
  _id: 'frunzenskiy',
  title: 'Фрунзенский район',
  minOrder: 2500 as Kopecks,
  fee: 600 as Kopecks,
  freeFrom: 4000 as Kopecks,
  leadMinutes: 90,
  shopId: null,
  slotCapacity: null,
};

describe('the zone form', () => {
  it('shows amounts as typed BYN and an empty capacity for the settings’ default, and reads them back', () => {
    const values = toZoneForm(zone);
    expect(values).toMatchObject({ fee: '6,00', minOrder: '25,00', shopId: '', slotCapacity: '' });
    expect(fromZoneForm(values, zone._id)).toEqual(zone);
    const edited = ZoneFormValues.parse({ ...values, fee: '5,5', slotCapacity: ' 3 ', shopId: 'nemiga' });
    expect(fromZoneForm(edited, zone._id)).toMatchObject({ fee: 550, slotCapacity: 3, shopId: 'nemiga' });
  });

  it('refuses what the server would, with the field’s own message', () => {
    const values = toZoneForm(zone);
    const messages = (change: Partial<typeof values>) =>
      ZoneFormValues.safeParse({ ...values, ...change }).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ fee: 'пять' })).toEqual(['Стоимость доставки: сумма в рублях, например 5,00']);
    expect(messages({ slotCapacity: '0' })[0]).toMatch(/^Заказов в одном окне: целое число от 1/);
    expect(messages({ slotCapacity: '2.5' })).toHaveLength(1);
    expect(messages({ title: '' })).toEqual(['Введите название района']);
  });
});

describe('the delivery settings form', () => {
  const settings: AdminDeliverySettings = {
    deliverySlotMinutes: 30,
    deliverySlotCapacity: 4,
    pickupSlotCapacity: 6,
    pickupLeadMinutes: 30,
    maxOrderUnits: 200,
    maxOrderTotal: 200_000 as Kopecks,
    maxDaysAhead: 7,
    deliveryHours: Array.from({ length: 7 }, () => ({ opens: '09:00', closes: '21:00' })),
  };

  it('reads the window length from the select’s text and gives the couriers’ hours back unchanged', () => {
    const values = { ...toSettingsForm(settings), deliverySlotMinutes: '90' as unknown as 90, maxOrderTotal: '1500' };
    expect(fromSettingsForm(values, settings)).toEqual({
      ...settings,
      deliverySlotMinutes: 90,
      maxOrderTotal: 150_000,
    });
    expect(SettingsFormValues.safeParse({ ...values, deliverySlotMinutes: '45' }).success).toBe(false);
    expect(SettingsFormValues.safeParse({ ...values, maxOrderTotal: '0' }).success).toBe(false);
  });

  it('edits the couriers’ week: a closed day is null, a backwards day is refused in the couriers’ words', () => {
    const values = toSettingsForm({ ...settings, deliveryHours: [null, ...settings.deliveryHours.slice(1)] });
    expect(values.days[0]).toEqual({ closed: true, opens: '08:00', closes: '20:00' });
    const days = values.days.map((day, index) =>
      index === 0 ? { ...day, closed: false } : index === 6 ? { ...day, closed: true } : day,
    );
    expect(fromSettingsForm({ ...values, days }, settings).deliveryHours).toEqual([
      { opens: '08:00', closes: '20:00' },
      ...settings.deliveryHours.slice(1, 6),
      null,
    ]);
    const backwards = days.map((day, index) =>
      index === 2 ? { closed: false, opens: '21:00', closes: '09:00' } : day,
    );
    const issues = SettingsFormValues.safeParse({ ...values, days: backwards }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['days.2.closes', 'Курьеры должны начинать раньше, чем заканчивают'],
    ]);
    const sloppy = days.map((day, index) => (index === 3 ? { closed: false, opens: '9', closes: '25:00' } : day));
    expect(
      SettingsFormValues.safeParse({ ...values, days: sloppy }).error?.issues.map((i) => i.path.join('.')),
    ).toEqual(['days.3.opens', 'days.3.closes']);
  });
});

describe('the staff form', () => {
  it('drops the shops of an account made an admin, who works at every shop', () => {
    const values = {
      login: 'x',
      name: 'Ольга',
      role: 'admin',
      shopIds: ['nemiga'],
      password: '',
      disabled: false,
    } as const;
    expect(fromStaffForm({ ...values, shopIds: ['nemiga'] })).toEqual({
      name: 'Ольга',
      role: 'admin',
      shopIds: [],
      disabled: false,
    });
    expect(fromStaffForm({ ...values, role: 'manager', shopIds: ['nemiga'] }).shopIds).toEqual(['nemiga']);
  });
});
