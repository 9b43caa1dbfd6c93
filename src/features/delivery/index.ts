export { DaysAhead, DeliveryZones } from './DeliveryZones';
export { FreeDeliveryNote } from './FreeDeliveryNote';
