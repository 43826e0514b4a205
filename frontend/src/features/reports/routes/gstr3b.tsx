import { Alert, Button, Flex, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import { formatMoney } from '@shared/documents/money-format';
import type { Gstr3bView, TaxAnswer } from '@shared/gst/returns/gstr3b-schemas';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { RecordTable, type RecordColumn } from '../../../components/record-table/record-table';
import { apiCall } from '../../../lib/api-client';
import { toClientError } from '../../../lib/api-error';
import { useGstMonth } from '../utils/gst-month';

export const handle = { title: 'GSTR-3B' };

export const Gstr3bTexts = {
  notForBranch:
    'GSTR-3B is filed by regular GST taxpayers: this branch is not registered as one (Settings → Tax), or the report is not in your list.',
  badMonth: 'Choose a month like 2026-10.',
} as const;

const HEADS = ['IGST', 'CGST', 'SGST', 'Cess'] as const;
const HEAD_NAMES = { IGST: 'Integrated tax', CGST: 'Central tax', SGST: 'State/UT tax', Cess: 'Cess' } as const;

type Line = { key: string; label: string; taxable?: number | undefined; tax: TaxAnswer };
type PayRow = { head: (typeof HEADS)[number]; label: string; payable: number; itc: TaxAnswer; cash: number };

const taxColumns: RecordColumn<Line>[] = HEADS.map((h) => ({ id: h, header: h, cell: (r) => formatMoney(r.tax[h]) }));

/** Each head's figures of 6.1: what was payable, the credit of each head that paid it, and the cash. */
function paymentRows(v: Gstr3bView): PayRow[] {
  const p = v.Payment;
  const forward = HEADS.map((head) => ({
    head,
    label: HEAD_NAMES[head],
    payable: p.Payable[head],
    itc: p.PaidByItc[head],
    cash: p.Cash[head],
  }));
  const none = { IGST: 0, CGST: 0, SGST: 0, Cess: 0 };
  const reverse = HEADS.filter((h) => p.ReverseChargeCash[h] !== 0).map((head) => ({
    head,
    label: `${HEAD_NAMES[head]}, reverse charge`,
    payable: p.ReverseChargeCash[head],
    itc: none,
    cash: p.ReverseChargeCash[head],
  }));
  return [...forward, ...reverse];
}

/**
 * reports/GSTR3B (docs/gst-report-screens.md): a month's summary return as the portal
 * lays it out — 3.1 outward supplies (from GSTR-1) and inward supplies on reverse
 * charge, 4 eligible ITC (the bills claimed in the period), 6.1 payment of tax with
 * the credit set off head by head and the cash to pay — and its CSV.
 */
export function Component() {
  const { session, period, validPeriod, visible, setPeriod, busy, download } = useGstMonth('GSTR3B');
  const view = useQuery({
    queryKey: ['Reports/GSTR3B', session.Entity.EntId, period],
    queryFn: ({ signal }) => apiCall(invoicesRoutes.gstr3b, { query: { Period: period }, signal }),
    enabled: visible && validPeriod,
  });
  const downloadCsv = () =>
    void download(() => apiCall(invoicesRoutes.gstr3bCsv, { query: { Period: period } }), `GSTR3B-${period}.csv`);

  if (!visible) {
    return (
      <Alert variation="info" role="status">
        {Gstr3bTexts.notForBranch} <Link to="/reports/ReportByGST">GST reports</Link>
      </Alert>
    );
  }

  const v = view.data;
  const state = {
    isLoading: view.isLoading,
    error: view.error ? toClientError(view.error) : null,
    onRetry: () => void view.refetch(),
  };
  const supplies: Line[] | undefined = v && [
    { key: '3.1(a)', label: '3.1(a) Outward taxable supplies', taxable: v.Outward.Taxable, tax: v.Outward },
    {
      key: '3.1(d)',
      label: '3.1(d) Inward supplies liable to reverse charge',
      taxable: v.InwardReverseCharge.Taxable,
      tax: v.InwardReverseCharge,
    },
  ];
  const itc: Line[] | undefined = v && [
    { key: '4A3', label: '4(A)(3) Inward supplies liable to reverse charge', tax: v.ItcReverseCharge },
    { key: '4A5', label: '4(A)(5) All other ITC', tax: v.ItcOther },
    { key: '4B', label: '4(B) ITC reversed', tax: v.ItcReversed },
    { key: '4C', label: '4(C) Net ITC available', tax: v.ItcNet },
  ];
  const cashTotal = v ? HEADS.reduce((s, h) => s + v.Payment.CashTotal[h], 0) : 0;

  return (
    <Flex direction="column" gap="medium">
      <Flex justifyContent="space-between" alignItems="flex-end" wrap="wrap" gap="small">
        <Heading level={3}>GSTR-3B{v ? ` · ${v.GSTIN}` : ''}</Heading>
        <Flex alignItems="flex-end" gap="small" wrap="wrap">
          <TextField
            label="Month"
            type="month"
            size="small"
            value={period}
            hasError={!validPeriod}
            errorMessage={Gstr3bTexts.badMonth}
            onChange={(e) => setPeriod(e.target.value)}
          />
          <Button size="small" isDisabled={!v} isLoading={busy} loadingText="CSV…" onClick={downloadCsv}>
            Download CSV
          </Button>
        </Flex>
      </Flex>
      {v ? (
        <Text fontWeight="bold" role="status">
          Cash to pay for {period}: {formatMoney(cashTotal)} (IGST {formatMoney(v.Payment.CashTotal.IGST)}, CGST{' '}
          {formatMoney(v.Payment.CashTotal.CGST)}, SGST {formatMoney(v.Payment.CashTotal.SGST)}, cess{' '}
          {formatMoney(v.Payment.CashTotal.Cess)})
        </Text>
      ) : null}
      <RecordTable
        caption={`3.1 Supplies, ${period}`}
        columns={[
          { id: 'line', header: 'Nature of supplies', cell: (r) => r.label },
          { id: 'taxable', header: 'Taxable value', cell: (r) => formatMoney(r.taxable ?? 0) },
          ...taxColumns,
        ]}
        rows={supplies}
        rowKey={(r) => r.key}
        emptyText=""
        loadingLabel="Loading the summary"
        {...state}
      />
      <RecordTable
        caption={`4 Eligible ITC, ${period}`}
        columns={[{ id: 'line', header: 'Details', cell: (r) => r.label }, ...taxColumns]}
        rows={itc}
        rowKey={(r) => r.key}
        emptyText=""
        {...state}
      />
      <RecordTable
        caption={`6.1 Payment of tax, ${period}`}
        columns={[
          { id: 'head', header: 'Description', cell: (r: PayRow) => r.label },
          { id: 'payable', header: 'Tax payable', cell: (r: PayRow) => formatMoney(r.payable) },
          ...HEADS.map((h) => ({
            id: `itc-${h}`,
            header: `Paid by ${h} credit`,
            cell: (r: PayRow) => formatMoney(r.itc[h]),
          })),
          { id: 'cash', header: 'Paid in cash', cell: (r: PayRow) => formatMoney(r.cash) },
        ]}
        rows={v ? paymentRows(v) : undefined}
        rowKey={(r) => r.label}
        emptyText=""
        {...state}
      />
      {v && HEADS.some((h) => v.Payment.CreditLeft[h] !== 0) ? (
        <Text variation="secondary">
          Credit not used this month: IGST {formatMoney(v.Payment.CreditLeft.IGST)}, CGST{' '}
          {formatMoney(v.Payment.CreditLeft.CGST)}, SGST {formatMoney(v.Payment.CreditLeft.SGST)}, cess{' '}
          {formatMoney(v.Payment.CreditLeft.Cess)}.
        </Text>
      ) : null}
    </Flex>
  );
}
