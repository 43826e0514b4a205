import type { creditNoteRoutes } from '@shared/api/routes/credit-notes';
import { CREDIT_NOTE_LIST_LIMIT } from '@shared/sales/credit-note-list';
import { branchCreditNotes } from '../data/sales/credit-notes-list';
import type { Call } from '../lib/http/call';

/** GET Sales/CreditNotes (docs/sales.md §15): the branch of the session only. */
export async function creditNotes(call: Call<typeof creditNoteRoutes.creditNotes>) {
  const { orgId, entityId } = call.session;
  return { Items: await branchCreditNotes(orgId, entityId, CREDIT_NOTE_LIST_LIMIT, call.query.Q) };
}

export const creditNoteListCalls = { creditNotes };
