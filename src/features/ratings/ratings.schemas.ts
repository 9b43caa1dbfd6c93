import { z } from 'zod';
import { EntityId } from '../../domain/contract/common';

/** A rating as the device keeps it, with whether the server has it yet. */
export const StoredRating = z.object({
  _id: EntityId,
  stars: z.number().int().min(1).max(5),
  ratedAt: z.number(),
  sent: z.boolean(),
});
