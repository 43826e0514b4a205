import * as z from 'zod';
import { isoDate } from '../fields/iso-date';
import { TallyMessages } from './tally-messages';

/**
 * GET Accounting/Reports/Tally (docs/books.md §10): a page of a period's
 * postings and the parties they name, for the screen to build the Tally file
 * with the shared builder (shared/books/tally-export.ts). Amounts are paise.
 */
export const tallyQuery = z
  .object({
    From: isoDate,
    To: isoDate,
    Cursor: z.string().max(2000).optional(),
  })
  .refine((q) => q.From <= q.To, { message: TallyMessages.badRange, path: ['From'] });

const line = z.object({ Acc: z.number().int(), DrP: z.number().int(), CrP: z.number().int() });
export const tallyAnswer = z.object({
  From: isoDate,
  To: isoDate,
  /** The first page only: the company Tally imports into (the organisation's name) and the chart. */
  Company: z.string().optional(),
  Accounts: z.array(z.object({ Code: z.number().int(), Name: z.string(), Group: z.string() })).optional(),
  Parties: z.array(
    z.object({ Key: z.string(), Name: z.string(), GSTIN: z.string().optional(), State: z.string().optional() }),
  ),
  Vouchers: z.array(
    z.object({
      Date: z.string(),
      Kind: z.string(),
      DocId: z.string(),
      Num: z.string(),
      Step: z.string(),
      Party: z.string().optional(),
      Memo: z.string().optional(),
      Lines: z.array(line),
    }),
  ),
  /** Vouchers read so far, this page included, and the month the reading has reached: the screen's progress. */
  Read: z.number().int(),
  Month: z.string(),
  Next: z.string().optional(),
});
export type TallyAnswer = z.infer<typeof tallyAnswer>;
