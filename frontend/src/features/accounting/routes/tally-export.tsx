import { TallyExport } from '../components/books/tally-export';

export const handle = { title: 'Tally export' };
export const Component = TallyExport;
