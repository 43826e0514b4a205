import { fromScaled, QTY_DIGITS } from '@shared/documents/money-math';
import type { BatchPart } from '@shared/inventory/tracking';
import type { MovementRecord } from '../data/inventory/stock-records';

/** A movement's or a stored line's batches and serials as the wire carries them (units). */

export const trackedMovementFields = (m: Pick<MovementRecord, 'Batches' | 'Serials'>) => ({
  ...(m.Batches
    ? {
        Batch: m.Batches.map((b) => b.Batch).join(', '),
        Batches: m.Batches.map((b) => ({ ...b, Qty: fromScaled(b.Qty, QTY_DIGITS) })),
      }
    : {}),
  ...(m.Serials ? { Serials: m.Serials } : {}),
});

/** A document line's, as stored already in units (tracking-writes trackedLineFields). */
export const trackedLineAnswer = (line: Record<string, unknown>) => ({
  ...(typeof line.Batch === 'string' && line.Batch !== '' ? { Batch: line.Batch } : {}),
  ...(Array.isArray(line.Batches) ? { Batches: line.Batches as BatchPart[] } : {}),
  ...(Array.isArray(line.Serials) ? { Serials: line.Serials as string[] } : {}),
});
