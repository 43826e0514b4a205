import { ServiceMessages } from '../service/service-messages';

/**
 * Texts of reservations and requested parts (docs/inventory-reservations.md),
 * once for the server and the screens. The first three are the spec's own
 * (platform §5 and the messages list).
 */
export const ReservationMessages = {
  reserved: 'Part Has Been Reserved In Stock.',
  notReserved: 'Part Has Not Been Reserved In Stock.',
  /** Asked when a part added (or raised) cannot be held in full; yes saves it and requests the rest. */
  addShort: ServiceMessages.confirmAddPart,
  shortDetail: (reserved: number, requested: number): string =>
    `${reserved} can be reserved in stock; ${requested} will be requested.`,
  noRequests: 'No requested parts.',
  noWaitingOrders: 'No repair orders are waiting for parts.',
} as const;
