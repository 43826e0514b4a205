import { ReservationMessages } from '@shared/inventory/reservation-messages';
import type { RepairOrderAnswer } from '@shared/service/call-schemas';
import { ClientError } from '../../../../lib/api-error';

/**
 * A repair order's save and its stocked parts (docs/inventory-reservations.md §4):
 * the screen asks the server to refuse a part it cannot reserve in full
 * (`AddShort: 'ask'`), asks the advisor 'Do You Still Want To Add The Part?'
 * with what can be reserved, and on yes saves again (`AddShort: 'yes'`): the line
 * keeps what was reserved and the rest becomes a requested part.
 */

export type ShortAnswer = 'ask' | 'yes';

/** The refusal that asks, with each short line's detail ('1 can be reserved in stock; 2 will be requested.'). */
export function shortRefusal(error: unknown): string | undefined {
  if (!(error instanceof ClientError) || error.message !== ReservationMessages.addShort) return undefined;
  const details = (error.errors ?? []).map((e) => e.message);
  return [ReservationMessages.addShort, ...details].join(' ');
}

/**
 * Saves with `AddShort: 'ask'`; when the server answers that a part is short,
 * `confirm` asks, and yes saves again with `AddShort: 'yes'`. Undefined when the advisor says no.
 */
export async function saveAskingWhenShort<T>(
  save: (addShort: ShortAnswer) => Promise<T>,
  confirm: (message: string) => Promise<boolean>,
): Promise<T | undefined> {
  try {
    return await save('ask');
  } catch (error) {
    const question = shortRefusal(error);
    if (question === undefined) throw error;
    return (await confirm(question)) ? save('yes') : undefined;
  }
}

/** The save's word on the reservations: 'Part Has Not Been Reserved In Stock.' when any part is short, else the reserved text. */
export function reservationNote(answer: unknown): string | undefined {
  const notes = (answer as Pick<RepairOrderAnswer, 'Reservations'>).Reservations ?? [];
  if (notes.length === 0) return undefined;
  return notes.some((n) => n.Requested > 0) ? ReservationMessages.notReserved : ReservationMessages.reserved;
}
