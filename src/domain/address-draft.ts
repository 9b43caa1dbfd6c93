/*
 * The shape of a delivery address in parts (issue 27) and what the device
 * and the server do with its parts alone. Apart from `address.ts` (the line,
 * the checks and the places outside Minsk), so the cart store that every page
 * loads carries only this.
 */

export const ADDRESS_PARTS = ['street', 'house', 'building', 'entrance', 'floor', 'flat', 'intercom', 'note'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];

/** The parts after street and house, each optional. */
export const OPTIONAL_ADDRESS_PARTS = ['building', 'entrance', 'floor', 'flat', 'intercom', 'note'] as const;

/** Characters per part. `note` holds as much as the single-line address of old did, so an old one fits. */
export const ADDRESS_LIMITS = {
  street: 120,
  house: 12,
  building: 12,
  entrance: 12,
  floor: 12,
  flat: 12,
  intercom: 20,
  note: 300,
} as const satisfies Record<AddressPart, number>;

/** An address as a form holds it: every part a string, `''` when blank. */
export type AddressDraft = Record<AddressPart, string>;

/** An address as the server keeps and answers it: street and house (blank only in an old single-line one), the rest when given. */
export type StoredAddress = { street: string; house: string } & Partial<
  Record<(typeof OPTIONAL_ADDRESS_PARTS)[number], string>
>;

export const emptyAddress = (): AddressDraft => ({
  street: '',
  house: '',
  building: '',
  entrance: '',
  floor: '',
  flat: '',
  intercom: '',
  note: '',
});

/** The form's parts from a saved address (or none). */
export function addressDraftOf(saved: Partial<Record<AddressPart, string>> | null | undefined): AddressDraft {
  const draft = emptyAddress();
  if (!saved) return draft;
  for (const part of ADDRESS_PARTS) draft[part] = saved[part] ?? '';
  return draft;
}

/** An address typed before addresses had parts: kept whole as the note until the shopper fills the parts. */
export const legacyAddress = (line: string): StoredAddress => ({ street: '', house: '', note: line });

/** The parts given, trimmed; blank optional parts left out. */
export function compactAddress(address: Partial<Record<AddressPart, string>>): StoredAddress {
  const compact: StoredAddress = { street: address.street?.trim() ?? '', house: address.house?.trim() ?? '' };
  for (const part of OPTIONAL_ADDRESS_PARTS) {
    const value = address[part]?.trim();
    if (value) compact[part] = value;
  }
  return compact;
}

/** Nothing typed in any part. */
export const isBlankAddress = (address: Partial<Record<AddressPart, string>>): boolean =>
  ADDRESS_PARTS.every((part) => !address[part]?.trim());
