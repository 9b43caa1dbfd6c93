import { z } from 'zod';
import { ADDRESS_LABELS, foreignPlaceIn, foreignPlaceMessage, houseHasDigit, letterCount } from '../address';
import { ADDRESS_LIMITS, ADDRESS_PARTS, type AddressPart } from '../address-draft';
import { safeText } from './common';

/*
 * A delivery address on the wire (issue 27): `{street, house, building?,
 * entrance?, floor?, flat?, intercom?, note?}` in `POST /api/payment`,
 * `POST /priapi/user/payment` and the profile. The same schemas check the
 * forms, so the shopper reads the server's message beside the part it is about.
 */

export const ADDRESS_MESSAGES = {
  street: 'Укажите улицу',
  streetName: 'Укажите название улицы, а не только номер',
  house: 'Укажите номер дома',
  houseDigit: 'В номере дома должна быть цифра, например 5 или 12А',
} as const;

const part = (name: AddressPart) =>
  safeText({ trim: true }).max(
    ADDRESS_LIMITS[name],
    `${ADDRESS_LABELS[name]}: не больше ${ADDRESS_LIMITS[name]} символов`,
  );

/** Street and house always travel (blank, they are refused where an address is needed); the rest when given. */
const AddressFields = z.object({
  street: part('street'),
  house: part('house'),
  building: part('building').optional(),
  entrance: part('entrance').optional(),
  floor: part('floor').optional(),
  flat: part('flat').optional(),
  intercom: part('intercom').optional(),
  note: part('note').optional(),
});

/**
 * The rules beyond each part's text: street and house where `required` (or
 * once any part but the note is filled), a street with a name, a house with
 * a digit, and no part naming a city or country the shop does not deliver to.
 */
function addressRules(required: boolean) {
  return (address: z.output<typeof AddressFields>, context: z.RefinementCtx): void => {
    const refuse = (name: AddressPart, message: string) => context.addIssue({ code: 'custom', message, path: [name] });
    const placed = required || ADDRESS_PARTS.some((name) => name !== 'note' && address[name]);
    if (placed) {
      if (!address.street) refuse('street', ADDRESS_MESSAGES.street);
      else if (letterCount(address.street) < 2) refuse('street', ADDRESS_MESSAGES.streetName);
      if (!address.house) refuse('house', ADDRESS_MESSAGES.house);
      else if (!houseHasDigit(address.house)) refuse('house', ADDRESS_MESSAGES.houseDigit);
    }
    for (const name of ADDRESS_PARTS) {
      const place = address[name] ? foreignPlaceIn(address[name]) : null;
      if (place) refuse(name, foreignPlaceMessage(place));
    }
  };
}

/** Where an order is delivered: street and house required. */
export const DeliveryAddress = AddressFields.superRefine(addressRules(true));
export type DeliveryAddress = z.output<typeof DeliveryAddress>;

/**
 * The profile's address: optional as a whole; a note alone is an old
 * single-line address kept until the shopper fills the parts.
 */
export const ProfileAddress = AddressFields.superRefine(addressRules(false));
export type ProfileAddress = z.output<typeof ProfileAddress>;

/** An address as the server answers it; street and house are blank only in an old single-line one (its note). */
export const SavedAddress = z.object({
  street: z.string(),
  house: z.string(),
  building: z.string().optional(),
  entrance: z.string().optional(),
  floor: z.string().optional(),
  flat: z.string().optional(),
  intercom: z.string().optional(),
  note: z.string().optional(),
});
export type SavedAddress = z.infer<typeof SavedAddress>;
