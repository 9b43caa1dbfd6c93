import { describe, expect, it } from 'vitest';
import { addressLine, foreignPlaceIn, letterCount, splitStreetHouse } from './address';
import { addressDraftOf, compactAddress, emptyAddress, legacyAddress } from './address-draft';

describe('addressLine', () => {
  it('reads as one Russian line, each part with its word', () => {
    expect(
      addressLine({
        street: 'ул. Немига',
        house: '5',
        building: '1',
        entrance: '2',
        floor: '3',
        flat: '4',
        intercom: '4К',
        note: 'вход со двора',
      }),
    ).toBe('ул. Немига, д. 5, корп. 1, подъезд 2, этаж 3, кв. 4, домофон 4К, вход со двора');
  });

  it('never says a word twice when the shopper typed it, and leaves blank parts out', () => {
    expect(addressLine({ street: 'пр-т Независимости', house: 'д. 12А', flat: 'кв.7', building: '', floor: ' ' })).toBe(
      'пр-т Независимости, д. 12А, кв. 7',
    );
    expect(addressLine({ street: 'ул. Сурганова', house: 'дом 5', building: 'корп. 2', entrance: 'под. 1' })).toBe(
      'ул. Сурганова, д. 5, корп. 2, подъезд 1',
    );
  });

  it('reads an old single-line address as it was typed', () => {
    expect(addressLine(legacyAddress('ул. Кижеватова, 7, кв. 12'))).toBe('ул. Кижеватова, 7, кв. 12');
  });
});

describe('foreignPlaceIn', () => {
  it('finds another country or city in any case form, Latin spellings too', () => {
    expect(foreignPlaceIn('Россия, Москва, Тверская ул., 1')).toEqual({ name: 'Россия', kind: 'country' });
    expect(foreignPlaceIn('Тверская ул. в Москве')).toEqual({ name: 'Москва', kind: 'city' });
    expect(foreignPlaceIn('г. Гомель, ул. Советская')).toEqual({ name: 'Гомель', kind: 'city' });
    expect(foreignPlaceIn('Могилёв')).toEqual({ name: 'Могилёв', kind: 'city' });
    expect(foreignPlaceIn('Moscow, Tverskaya 1')).toEqual({ name: 'Москва', kind: 'city' });
  });

  it('lets Minsk through, and its streets and districts named after other cities', () => {
    for (const text of [
      'Беларусь, г. Минск, ул. Немига',
      'ул. Брестская',
      'Московский район',
      'ул. Гомельская',
      'пр-т Победителей',
      'ул. Могилёвская',
      'Смоленская',
      'Киевский сквер',
      'спросить Лиду',
    ]) {
      expect(foreignPlaceIn(text), text).toBeNull();
    }
  });
});

describe('splitStreetHouse', () => {
  it('moves the number a browser filled into the street to the blank house', () => {
    const filled = { ...emptyAddress(), street: 'ул. Немига, д. 5' };
    expect(splitStreetHouse(filled)).toEqual({ ...filled, street: 'ул. Немига', house: '5' });
    expect(splitStreetHouse({ ...filled, street: 'Немига ул., 12А' })).toMatchObject({
      street: 'Немига ул.',
      house: '12А',
    });
  });

  it('leaves a street whose name has a number, or a house already typed', () => {
    expect(splitStreetHouse({ ...emptyAddress(), street: 'ул. 50 лет Победы' })).toBeNull();
    expect(splitStreetHouse({ ...emptyAddress(), street: 'ул. Немига, 5', house: '7' })).toBeNull();
  });
});

describe('the parts kept and shown', () => {
  it('drops blank optional parts and trims the rest', () => {
    expect(compactAddress({ ...emptyAddress(), street: ' ул. Немига ', house: '5', flat: ' 12 ' })).toEqual({
      street: 'ул. Немига',
      house: '5',
      flat: '12',
    });
  });

  it('gives the form every part, blank where none was saved', () => {
    expect(addressDraftOf(null)).toEqual(emptyAddress());
    expect(addressDraftOf({ street: 'ул. Немига', house: '5' })).toEqual({
      ...emptyAddress(),
      street: 'ул. Немига',
      house: '5',
    });
  });

  it('counts letters of any alphabet, never digits or emoji', () => {
    expect(letterCount('🥧🥧🥧')).toBe(0);
    expect(letterCount('Ян')).toBe(2);
    expect(letterCount('1.')).toBe(0);
  });
});
