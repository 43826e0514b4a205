import { Alert, Button, Flex, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import { formatMoney } from '@shared/documents/money-format';
import type { Gstr2View } from '@shared/gst/returns/gstr2-schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { RecordTableOrCards } from '../../../components/record-table/record-list';
import { RecordTable, type RecordColumn } from '../../../components/record-table/record-table';
import { apiCall } from '../../../lib/api-client';
import { toClientError } from '../../../lib/api-error';
import { useGstMonth } from '../utils/gst-month';
import { formatDate } from '../../../lib/format';

export const handle = { title: 'GSTR-2 / ITC' };

type Row = Gstr2View['Rows'][number];
type RateRow = Gstr2View['Total'] & { Label: string };

export const Gstr2Texts = {
  notForBranch: 'GSTR-2 is for GST-registered branches (Settings → Tax), and the report must be in your list.',
  empty:
    'No bills claim input tax credit in this month. A bill claims in the month of its vendor’s bill date unless moved.',
  badMonth: 'Choose a month like 2026-10.',
} as const;

const heads = <
  T extends { Taxable: number; IGST: number; CGST: number; SGST: number; Cess: number },
>(): RecordColumn<T>[] => [
  { id: 'taxable', header: 'Taxable value', cell: (r) => formatMoney(r.Taxable) },
  { id: 'igst', header: 'IGST', cell: (r) => formatMoney(r.IGST) },
  { id: 'cgst', header: 'CGST', cell: (r) => formatMoney(r.CGST) },
  { id: 'sgst', header: 'SGST', cell: (r) => formatMoney(r.SGST) },
  { id: 'cess', header: 'Cess', cell: (r) => formatMoney(r.Cess) },
];

/**
 * reports/GSTR2 (docs/gst-report-screens.md): the input tax credit of a month, one
 * row per bill and rate (vendor GSTIN, bill number and date, taxable value and
 * each head), the totals per rate and in all, and the CSV. The month lives in the
 * address (?Period=2026-10).
 */
export function Component() {
  const { session, period, validPeriod, visible, setPeriod, busy, download } = useGstMonth('GSTR2');
  const view = useQuery({
    queryKey: ['Reports/GSTR2', session.Entity.EntId, period],
    queryFn: ({ signal }) => apiCall(invoicesRoutes.gstr2, { query: { Period: period }, signal }),
    enabled: visible && validPeriod,
  });
  const downloadCsv = () =>
    void download(() => apiCall(invoicesRoutes.gstr2Csv, { query: { Period: period } }), `GSTR2-${period}.csv`);

  if (!visible) {
    return (
      <Alert variation="info" role="status">
        {Gstr2Texts.notForBranch} <Link to="/reports/ReportByGST">GST reports</Link>
      </Alert>
    );
  }

  const columns: RecordColumn<Row>[] = [
    { id: 'gstin', header: 'Vendor GSTIN', cell: (r) => r.VendGSTIN ?? 'Unregistered' },
    { id: 'vendor', header: 'Vendor', cell: (r) => r.VendName },
    { id: 'number', header: 'Bill number', cell: (r) => <Link to={`/Bills/Bill/${r.BillId}`}>{r.VendBillNo}</Link> },
    { id: 'date', header: 'Date', cell: (r) => formatDate(r.VendBillDate) },
    { id: 'rc', header: 'Reverse charge', cell: (r) => (r.RevCharge ? 'Yes' : '') },
    { id: 'rate', header: 'Rate', cell: (r) => `${r.Rate}%` },
    ...heads<Row>(),
  ];
  const rateColumns: RecordColumn<RateRow>[] = [
    { id: 'rate', header: 'Rate', cell: (r) => r.Label },
    ...heads<RateRow>(),
  ];
  const data = view.data;
  const nothing = data !== undefined && data.Bills === 0;

  return (
    <Flex direction="column" gap="medium">
      <Flex justifyContent="space-between" alignItems="flex-end" wrap="wrap" gap="small">
        <Heading level={3}>GSTR-2 / ITC{data ? ` · ${data.GSTIN}` : ''}</Heading>
        <Flex alignItems="flex-end" gap="small" wrap="wrap">
          <TextField
            label="Month"
            type="month"
            size="small"
            value={period}
            hasError={!validPeriod}
            errorMessage={Gstr2Texts.badMonth}
            onChange={(e) => setPeriod(e.target.value)}
          />
          <Button size="small" isDisabled={!data || nothing} isLoading={busy} loadingText="CSV…" onClick={downloadCsv}>
            Download CSV
          </Button>
        </Flex>
      </Flex>
      {data && !nothing ? (
        <Text>
          {data.Bills} {data.Bills === 1 ? 'bill' : 'bills'}: credit IGST {formatMoney(data.Total.IGST)}, CGST{' '}
          {formatMoney(data.Total.CGST)}, SGST {formatMoney(data.Total.SGST)}, on a taxable value of{' '}
          {formatMoney(data.Total.Taxable)}
          {data.ReverseCharge.Taxable !== 0
            ? ` (of which ${formatMoney(data.ReverseCharge.Taxable)} on reverse charge)`
            : ''}
          .
        </Text>
      ) : null}
      <RecordTableOrCards
        caption={`Bills claimed in ${period}`}
        columns={columns}
        rows={data?.Rows}
        rowKey={(r) => `${r.BillId}-${r.Rate}`}
        emptyText={Gstr2Texts.empty}
        isLoading={view.isLoading}
        loadingLabel="Loading the bills"
        error={view.error ? toClientError(view.error) : null}
        onRetry={() => void view.refetch()}
        card={(r) => (
          <Link className="kk-record-card" to={`/Bills/Bill/${r.BillId}`}>
            <strong>{r.VendBillNo}</strong> · {formatDate(r.VendBillDate)} · {r.VendName}
            <br />
            {r.Rate}%: {formatMoney(r.Taxable)} · tax {formatMoney(r.IGST + r.CGST + r.SGST + r.Cess)}
          </Link>
        )}
      />
      {data && !nothing ? (
        <RecordTable
          caption={`Totals by rate, ${period}`}
          columns={rateColumns}
          rows={[...data.ByRate.map((r) => ({ ...r, Label: `${r.Rate}%` })), { ...data.Total, Label: 'Total' }]}
          rowKey={(r) => r.Label}
          emptyText=""
        />
      ) : null}
    </Flex>
  );
}
