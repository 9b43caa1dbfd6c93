import type { z } from 'zod';
import { DeliveryZone } from '../../../../src/domain/contract/delivery';

/**
 * Minsk's nine districts as delivery zones, written in BYN as on the wire and
 * decoded once by the contract's schema. The central districts are nearer the
 * bakery: a smaller minimum order and fee, a shorter lead time. Free delivery
 * starts at the same sum everywhere, so the shop can state one threshold.
 */
const written: z.input<typeof DeliveryZone>[] = [
  { _id: 'centralnyy', title: 'Центральный район', minOrder: 20, fee: 5, freeFrom: 40, leadMinutes: 60 },
  { _id: 'sovetskiy', title: 'Советский район', minOrder: 20, fee: 5, freeFrom: 40, leadMinutes: 60 },
  { _id: 'pervomayskiy', title: 'Первомайский район', minOrder: 20, fee: 5, freeFrom: 40, leadMinutes: 75 },
  { _id: 'partizanskiy', title: 'Партизанский район', minOrder: 20, fee: 5, freeFrom: 40, leadMinutes: 75 },
  { _id: 'zavodskoy', title: 'Заводской район', minOrder: 25, fee: 6, freeFrom: 40, leadMinutes: 90 },
  { _id: 'leninskiy', title: 'Ленинский район', minOrder: 20, fee: 5, freeFrom: 40, leadMinutes: 75 },
  { _id: 'oktyabrskiy', title: 'Октябрьский район', minOrder: 25, fee: 6, freeFrom: 40, leadMinutes: 90 },
  { _id: 'moskovskiy', title: 'Московский район', minOrder: 20, fee: 5, freeFrom: 40, leadMinutes: 75 },
  { _id: 'frunzenskiy', title: 'Фрунзенский район', minOrder: 25, fee: 6, freeFrom: 40, leadMinutes: 90 },
];

export const deliveryZoneSeeds: DeliveryZone[] = written.map((zone) => DeliveryZone.parse(zone));
