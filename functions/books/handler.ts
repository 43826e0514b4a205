import { booksRoutes } from '@shared/api/routes/books';
import { createFamilyHandler } from '../lib/http/family-handler';
import { booksCalls } from './books-calls';

/** Lambda of the `books` call family: the chart of accounts, journals, expenses and the statements (docs/books.md). */
export const handler = createFamilyHandler(booksRoutes, booksCalls);
