import { CreditNoteList } from '../components/credit-note-list';

export const handle = { title: 'Credit Notes' };
export const Component = CreditNoteList;
