import type { NoteKind } from '@shared/purchasing/return-statuses';

/** The returns and notes screens' paths, in the spec's areas (platform §2: purchasereturn, vendordebit, vendorcreditnote). */
export const RETURN_PATHS = {
  returns: '/purchasereturn/purchasereturns',
  newReturn: (recId?: string) => `/purchasereturn/purchasereturn/New${recId ? `?RecId=${recId}` : ''}`,
  notes: (kind: NoteKind) => (kind === 'Debit' ? '/vendordebit/debits' : '/vendorcreditnote/vendorcreditnotes'),
  newNote: (kind: NoteKind, billId?: string) =>
    `${kind === 'Debit' ? '/vendordebit/debit/New' : '/vendorcreditnote/vendorcreditnote/New'}${billId ? `?BillId=${billId}` : ''}`,
  note: (kind: NoteKind, id: string) =>
    kind === 'Debit' ? `/vendordebit/debit/${id}` : `/vendorcreditnote/vendorcreditnote/${id}`,
} as const;
