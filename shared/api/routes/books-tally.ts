import { resource, type Permission } from '../../access/permission';
import { tallyAnswer, tallyQuery } from '../../books/tally-schemas';
import { defineRoute, type RouteDef } from '../route';

/**
 * The Tally export (docs/books.md §10): the spec's report 'tally import for
 * AUTO2', report 517 'Tally import (AUTO2)' of the profit and loss group
 * (shared/access/report-catalogue.ts), so a role's report list decides.
 */
const TALLY: Permission = resource('Reports', '517', 'R');

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'books' as const });

export const booksTallyRoutes = {
  tallyExport: route({
    method: 'GET',
    path: 'Accounting/Reports/Tally',
    permission: TALLY,
    query: tallyQuery,
    response: tallyAnswer,
  }),
} as const;
