import { NoteForm } from '../components/note-form';
import { NoteList } from '../components/return-list';
import { NoteScreen } from '../components/note-screen';

/** The debit notes' and vendor credit notes' screens (docs/purchase-returns.md §8), one module for the six routes. */
export const debitNotes = { handle: { title: 'Debit Notes' }, Component: () => <NoteList kind="Debit" /> };
export const debitNoteNew = { handle: { title: 'Debit Note' }, Component: () => <NoteForm kind="Debit" /> };
export const debitNote = { handle: { title: 'Debit Note' }, Component: () => <NoteScreen kind="Debit" /> };
export const vendorCredits = {
  handle: { title: 'Vendor Credit Notes' },
  Component: () => <NoteList kind="Credit" />,
};
export const vendorCreditNew = {
  handle: { title: 'Vendor Credit Note' },
  Component: () => <NoteForm kind="Credit" />,
};
export const vendorCredit = { handle: { title: 'Vendor Credit Note' }, Component: () => <NoteScreen kind="Credit" /> };
