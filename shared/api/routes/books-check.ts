import { inModule, resource, type Permission } from '../../access/permission';
import { booksCheckAnswer } from '../../books/books-check';
import { defineRoute, type RouteDef } from '../route';

/**
 * The books' health check (docs/books.md §6.8): read by whoever reads the
 * Accounting module's invoices (the chart's read permission), so an owner and
 * their accountant see it; it shows totals only, no document.
 */
const ACCOUNTING_READ: Permission = inModule('Accounting', resource('Accounting', 'Invoice', 'R'));

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'books' as const });

export const booksCheckRoutes = {
  booksCheck: route({
    method: 'GET',
    path: 'Accounting/Reports/BooksCheck',
    permission: ACCOUNTING_READ,
    response: booksCheckAnswer,
  }),
} as const;
