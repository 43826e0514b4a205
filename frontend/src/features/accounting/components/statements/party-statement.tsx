import { Alert, Button, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { financialYearStart } from '@shared/books/balance-sheet';
import { SYSTEM_ACCOUNTS as A } from '@shared/books/chart';
import { closingBalanceLabel, StatementMessages } from '@shared/books/party-statement-messages';
import type { StatementAnswer } from '@shared/books/party-statement';
import { formatPaise } from '@shared/documents/money-format';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RecordTable, type RecordColumn } from '../../../../components/record-table/record-table';
import { toast } from '../../../../components/toast/toast-store';
import { useEntityLogo } from '../../../../lib/entity-logo';
import { formatDate, todayIn } from '../../../../lib/format';
import { useSession } from '../../../../lib/session';
import { usePartyStatement, type StatementFor } from '../../api/party-statement-calls';
import { buildStatementPrintModel, statementFileName, statementPartyLabel, statementTitle } from './statement-print';
import '../../../../components/record-table/record-list.css';
import '../accounting.css';

type Line = StatementAnswer['Lines'][number];
const amount = (p: number) => <div className="kk-amount">{p === 0 ? '' : formatPaise(p)}</div>;

/** Where an entry's document opens: invoices and credit notes, bills; the rest are listed only. */
const documentPath = (l: Line): string | undefined => {
  if (l.Kind === 'Invoice') return `/Accounting/Invoice/${l.DocId}`;
  if (l.Kind === 'Bill' && l.Label === 'Bill') return `/Bills/Bill/${l.DocId}`;
  if (l.Kind === 'BillPayment') return `/Bills/PaymentsMade`;
  return undefined;
};

const columns: RecordColumn<Line>[] = [
  { id: 'Date', header: 'Date', cell: (l) => formatDate(l.Date) },
  {
    id: 'Doc',
    header: 'Particulars',
    cell: (l) => {
      const path = documentPath(l);
      const text = `${l.Label} ${l.Num}`.trim();
      return (
        <>
          {path ? <Link to={path}>{text}</Link> : text}
          {l.Memo ? (
            <Text as="div" fontSize="small" color="font.secondary">
              {l.Memo}
            </Text>
          ) : null}
        </>
      );
    },
  },
  { id: 'Dr', header: <span className="kk-amount">Debit</span>, cell: (l) => amount(l.DebitP) },
  { id: 'Cr', header: <span className="kk-amount">Credit</span>, cell: (l) => amount(l.CreditP) },
  { id: 'Bal', header: <span className="kk-amount">Balance</span>, cell: (l) => amount(l.BalanceP) },
];

/**
 * reports/customerstatement?Party=C#…|I#… and reports/vendorstatement?VendId=…
 * (docs/books.md §6.10): a party's entries in a date range with the opening,
 * running and closing balance; the PDF through the print kit, downloaded or
 * handed to the device's share sheet. The range sits in the address.
 */
export function PartyStatement({ kind }: { kind: 'Customer' | 'Vendor' }) {
  const session = useSession();
  const today = todayIn(session.User.TZ);
  const fyStart = session.Entity.Settings.Common.General?.FYStart ?? 4;
  const [params, setParams] = useSearchParams();
  const from = params.get('From') ?? financialYearStart(today, fyStart);
  const to = params.get('To') ?? today;
  const who: StatementFor =
    kind === 'Customer' ? { kind, party: params.get('Party') ?? '' } : { kind, vendId: params.get('VendId') ?? '' };
  const missing = who.kind === 'Customer' ? who.party === '' : who.vendId === '';
  const reversed = from > to;
  const result = usePartyStatement(who, { From: from, To: to });
  const data = result.data;
  const logoUrl = useEntityLogo(session.Entity);
  const [busy, setBusy] = useState<'pdf' | 'share' | undefined>();
  const change = (name: 'From' | 'To', value: string) => {
    if (!value) return;
    const next = new URLSearchParams(params);
    next.set('From', from);
    next.set('To', to);
    next.set(name, value);
    setParams(next, { replace: true });
  };
  const makePdf = async (how: 'pdf' | 'share') => {
    if (!data) return;
    setBusy(how);
    try {
      const model = buildStatementPrintModel(
        data,
        session.Entity.Settings.Common.PrOptions ?? {},
        session.Entity.HasLogo === true,
      );
      if (how === 'pdf') {
        const { downloadPdf } = await import('../../../../components/print/download-pdf');
        await downloadPdf(model, statementFileName(data), { logoUrl });
      } else {
        const { sharePdf } = await import('../../../../components/print/share-pdf');
        await sharePdf(model, {
          logoUrl,
          fileName: statementFileName(data),
          text: `${statementTitle}, ${data.Contact.Name}`,
        });
      }
    } catch {
      toast.error(StatementMessages.pdfFailed);
    } finally {
      setBusy(undefined);
    }
  };
  if (missing)
    return (
      <div className="kk-screen">
        <Alert variation="info">
          Open a statement from the {kind === 'Customer' ? 'receivables' : 'payables'} ageing or from the{' '}
          {kind === 'Customer' ? 'customer' : 'vendor'}&apos;s screen.
        </Alert>
      </div>
    );
  const advance = data?.ByAccount.find((b) => b.Acc === A.advances)?.ClosingP ?? 0;
  return (
    <div className="kk-screen">
      {data ? (
        <h2 className="kk-statement-party">
          {statementPartyLabel(data)}: {data.Contact.Name}
        </h2>
      ) : null}
      <Flex className="kk-list-filters" wrap="wrap" alignItems="flex-end">
        <TextField
          label="From"
          type="date"
          size="small"
          value={from}
          onChange={(e) => change('From', e.target.value)}
        />
        <TextField label="To" type="date" size="small" value={to} onChange={(e) => change('To', e.target.value)} />
        <Button size="small" isDisabled={!data} isLoading={busy === 'pdf'} onClick={() => void makePdf('pdf')}>
          Download PDF
        </Button>
        <Button
          size="small"
          variation="primary"
          isDisabled={!data}
          isLoading={busy === 'share'}
          loadingText="Making PDF…"
          onClick={() => void makePdf('share')}
        >
          Share
        </Button>
      </Flex>
      {reversed ? <Alert variation="error">{StatementMessages.rangeReversed}</Alert> : null}
      {data && !reversed ? (
        <dl className="kk-books-totals" aria-label="Balances">
          <div>
            <dt>Opening balance</dt>
            <dd>{formatPaise(data.OpeningP)}</dd>
          </div>
          <div>
            <dt>{closingBalanceLabel(data.Kind, data.ClosingP)}</dt>
            <dd data-testid="closing-balance">{formatPaise(Math.abs(data.ClosingP))}</dd>
          </div>
          {advance !== 0 ? (
            <div>
              <dt>Of which paid in advance</dt>
              <dd>{formatPaise(-advance)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {reversed ? null : (
        <RecordTable
          caption={statementTitle}
          columns={columns}
          rows={data?.Lines}
          rowKey={(l) => `${l.Date}#${l.DocId}#${l.Step}`}
          emptyText={StatementMessages.noEntries}
          isLoading={result.isPending}
          error={result.isError ? result.error : null}
          onRetry={() => void result.refetch()}
          rowTestId="statement-row"
        />
      )}
    </div>
  );
}
