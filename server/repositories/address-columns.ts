import { addressLine } from '../../src/domain/address';
import { legacyAddress, type StoredAddress } from '../../src/domain/address-draft';
import { SavedAddress } from '../../src/domain/contract/address';

/*
 * A delivery address in a row (`orders`, `users`): `address_parts` holds the
 * parts (issue 27) and `address` the readable line. Rows written before parts
 * have the line alone: it is read as the note, so they still read.
 */

interface AddressRow {
  address: string | null;
  addressParts: unknown;
}

/** The columns a delivery address is written to; both null for none. */
export const addressColumns = (address: StoredAddress | null) => ({
  address: address ? addressLine(address) : null,
  addressParts: address,
});

/**
 * The row's address in parts. Parts that do not read (written by hand, say)
 * give way to the readable line beside them, which says the same.
 */
export function savedAddressOf(row: AddressRow): SavedAddress | null {
  if (row.addressParts !== null && row.addressParts !== undefined) {
    const parts = SavedAddress.safeParse(row.addressParts);
    if (parts.success) return parts.data;
  }
  return row.address ? legacyAddress(row.address) : null;
}

/** The row's address as one readable Russian line (the order page, the staff board). */
export function addressLineOf(row: AddressRow): string | null {
  const saved = savedAddressOf(row);
  return saved ? addressLine(saved) : null;
}
