import { JournalEntry } from '../components/books/journal-entry';

export const handle = { title: 'Journal entry' };
export const Component = JournalEntry;
