import { Alert, Badge, Button } from '@aws-amplify/ui-react';
import { booksRoutes } from '@shared/api/routes/books';
import { BooksCheckMessages as M, type BooksCheck } from '@shared/books/books-check';
import { formatPaise } from '@shared/documents/money-format';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { querySignal } from '../../../lib/query-signal';
import { BOOKS_KEY } from '../api/books-calls';
import '../../../components/record-table/record-list.css';
import '../components/accounting.css';

/** GET Accounting/Reports/BooksCheck: read fresh each time the screen opens (it is a check, not a report to keep). */
const useBooksCheck = () =>
  useQuery({
    queryKey: [...BOOKS_KEY, 'books-check'],
    queryFn: (context) => apiCall(booksRoutes.booksCheck, { signal: querySignal(context) }),
    staleTime: 0,
  });

/** One pair of the card's grid: the label on the left, the amount on the right (₹, Indian grouping). */
const Pair = ({ label, paise, strong }: { label: string; paise: number; strong?: boolean }) => (
  <>
    <span>{label}</span>
    <span className="kk-amount">{strong ? <strong>{formatPaise(paise)}</strong> : formatPaise(paise)}</span>
  </>
);

function CheckCard({ check }: { check: BooksCheck }) {
  return (
    <section className="kk-record-card" aria-label={check.Title} data-testid={`books-check-${check.Id}`}>
      <h2 className="kk-books-check__title">{check.Title}</h2>
      <span>{check.Ok ? <Badge variation="success">Agrees</Badge> : <Badge variation="error">Differs</Badge>}</span>
      <Pair label={check.BooksLabel} paise={check.BooksP} />
      <Pair label={check.OtherLabel} paise={check.OtherP} />
      {(check.Parts ?? []).map((p) => (
        <Pair key={p.Label} label={`· ${p.Label}`} paise={p.AmtP} />
      ))}
      <Pair label="Difference" paise={check.DiffP} strong />
      {check.Note ? <p className="kk-record-card__wide">{check.Note}</p> : null}
    </section>
  );
}

/**
 * Accounting/BooksCheck (docs/books.md §6.8): whether the books agree with the
 * documents — the trial balance balances, stock in the ledger equals the
 * inventory's stock value, receivables equal the unpaid invoices — each with
 * the difference in ₹ and, when red, a sentence saying why and what to post.
 */
export function BooksCheckScreen() {
  const result = useBooksCheck();
  const data = result.data;
  return (
    <div className="kk-screen">
      {result.isPending ? <p role="status">Checking the books…</p> : null}
      {result.isError ? (
        <Alert variation="error" heading="The check could not be read">
          {result.error.message}{' '}
          <Button size="small" onClick={() => void result.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : null}
      {data ? (
        <>
          <Alert variation={data.Ok ? 'success' : 'error'} role="status">
            {data.Checks.every((c) => c.BooksP === 0 && c.OtherP === 0) ? M.empty : data.Ok ? M.allGood : M.someDiffer}{' '}
            As of {formatDate(data.AsOf)}.
          </Alert>
          <div className="kk-record-cards">
            {data.Checks.map((c) => (
              <CheckCard key={c.Id} check={c} />
            ))}
          </div>
          <Button size="small" onClick={() => void result.refetch()} isLoading={result.isFetching}>
            Check again
          </Button>
        </>
      ) : null}
    </div>
  );
}

export const handle = { title: M.title };
export const Component = BooksCheckScreen;
