import { inModule, resource } from '../../access/permission';
import { creditNotesAnswer, creditNotesQuery } from '../../sales/credit-note-list';
import { defineRoute } from '../route';

/** The branch's credit notes, invoices' and counter returns' (docs/sales.md §15): Sales `CNote` R, `sales` family. */
export const creditNoteRoutes = {
  creditNotes: defineRoute({
    family: 'sales',
    method: 'GET',
    path: 'Sales/CreditNotes',
    permission: inModule('Sales', resource('Sales', 'CNote', 'R')),
    query: creditNotesQuery,
    response: creditNotesAnswer,
  }),
} as const;
