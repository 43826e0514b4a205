import * as z from 'zod';
import { pageFields } from '../documents/call-parts';
import { pageOf } from '../fields/paging';
import { warehouseId } from './id-fields';
import { StatementMessages } from './statement-messages';

/**
 * The stock statement of a month (reports/stockstatement;
 * docs/inventory-snapshots.md §8). Quantities in units and values in rupees on
 * the wire; in and out both positive.
 */

export const statementMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, StatementMessages.badMonth);

export const statementQuery = z.strictObject({ Month: statementMonth, Wh: warehouseId.optional(), ...pageFields });
export const statementCsvQuery = z.strictObject({ Month: statementMonth, Wh: warehouseId.optional() });

export const statementLine = z.object({
  ItemId: z.string(),
  PCode: z.string().optional(),
  Desc: z.string(),
  UoM: z.string().optional(),
  WhId: z.string(),
  OpenQty: z.number(),
  Open: z.number(),
  InQty: z.number(),
  In: z.number(),
  OutQty: z.number(),
  Out: z.number(),
  CloseQty: z.number(),
  Close: z.number(),
});
export type StatementLine = z.infer<typeof statementLine>;

/** Values of the month, in rupees: of one warehouse, or all. */
export const statementTotals = z.object({ Open: z.number(), In: z.number(), Out: z.number(), Close: z.number() });
export type StatementTotals = z.infer<typeof statementTotals>;

/**
 * A ready month: its totals and a page of its lines. A month still being built:
 * `Sts Building` and how many balances are done, no lines (ask again).
 */
export const statementPage = pageOf(statementLine).extend({
  Month: z.string(),
  Sts: z.enum(['Building', 'Ready']),
  Done: z.number(),
  Totals: statementTotals.optional(),
  ReadyAt: z.string().optional(),
});
export type StatementPage = z.infer<typeof statementPage>;
