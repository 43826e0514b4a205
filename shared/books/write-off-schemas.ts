import * as z from 'zod';
import { money } from '../documents/amount-fields';
import { verField } from '../fields/ver-fields';
import { WriteOffMessages } from './write-off-messages';

/** POST Accounting/Invoices/{Id}/WriteOff: the `ver` seen, the due as the user saw it (rupees) and why. */
export const writeOffBody = z.strictObject({
  ver: verField,
  Amount: money.refine((v) => v > 0, WriteOffMessages.amountPositive),
  Reason: z.string().trim().min(1, WriteOffMessages.reasonRequired).max(500),
});
export type WriteOffBody = z.infer<typeof writeOffBody>;
