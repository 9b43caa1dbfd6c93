import { z } from 'zod';

const OffsetSchema = z.object({ x: z.number().finite(), y: z.number().finite() });

/** The two buttons' offsets from their slots in the dock. */
export const StoredButtons = z.object({ favorite: OffsetSchema, cart: OffsetSchema });
