import * as z from 'zod';
import { pageFields } from '../documents/call-parts';
import { pageOf } from '../fields/paging';
import { billCreateBody, billRow } from './bill-schemas';

/**
 * A vendor bill's draft (docs/purchasing.md §24): saved with the body of a new
 * bill (the same checks of its fields and figures), edited at its `ver`, then
 * saved as the bill or discarded, each at the `ver` the user saw.
 */
export const billDraftBody = billCreateBody;
export const billDraftUpdateBody = billCreateBody.extend({ ver: z.number().int() });
export const billDraftStepBody = z.strictObject({ ver: z.number().int() });
export type BillDraftUpdateBody = z.input<typeof billDraftUpdateBody>;
export const billDraftsQuery = z.strictObject({ ...pageFields });
/** B11's page, with how many drafts the branch has (the Bill dashboard's Draft chip). */
export const billDraftsPage = pageOf(billRow).extend({ Count: z.number().int() });
