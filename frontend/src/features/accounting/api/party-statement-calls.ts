import { booksRoutes } from '@shared/api/routes/books';
import type { PayablesBasis } from '@shared/books/payables';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { querySignal } from '../../../lib/query-signal';
import { BOOKS_KEY } from './books-calls';

/** The payables ageing and the party statements (docs/books.md §6.9–6.10). */

export const usePayablesAgeing = (basis: PayablesBasis) =>
  useQuery({
    queryKey: [...BOOKS_KEY, 'payables', basis],
    queryFn: (context) =>
      apiCall(booksRoutes.payablesAgeing, { query: { Basis: basis }, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

/** A statement's party: a customer or insurer (`C#…`, `I#…`) or a vendor (by id). */
export type StatementFor = { kind: 'Customer'; party: string } | { kind: 'Vendor'; vendId: string };
export type DateRange = { From: string; To: string };

/** Asked only for a range the server would take (From not after To): the screen says why otherwise. */
export const usePartyStatement = (who: StatementFor, range: DateRange) =>
  useQuery({
    queryKey: [...BOOKS_KEY, 'statement', who, range],
    queryFn: (context) =>
      who.kind === 'Customer'
        ? apiCall(booksRoutes.customerStatement, {
            query: { Party: who.party, ...range },
            signal: querySignal(context),
          })
        : apiCall(booksRoutes.vendorStatement, {
            query: { VendId: who.vendId, ...range },
            signal: querySignal(context),
          }),
    enabled: range.From <= range.To && (who.kind === 'Customer' ? who.party !== '' : who.vendId !== ''),
    placeholderData: keepPreviousData,
  });
