import { Alert, Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import { formatMoney } from '@shared/documents/money-format';
import { GSTR1_SECTIONS, type Gstr1Section, type Gstr1View, returnPeriod } from '@shared/invoices/call-schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { RecordTable, type RecordColumn } from '../../../components/record-table/record-table';
import { toast } from '../../../components/toast/toast-store';
import { apiCall } from '../../../lib/api-client';
import { toClientError } from '../../../lib/api-error';
import { todayIn } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { Gstr1SectionRows } from '../components/gstr1-section-rows';
import { gstReportsFor } from '../utils/gst-reports';
import { GSTR1_SECTION_LABELS } from '../utils/gstr1-rows';
import { saveFile } from '../../../lib/save-file';
import { previousMonth } from '../utils/save-file';

export const handle = { title: 'GSTR-1' };

type SummaryRow = Gstr1View['Summary'][number];

export const Gstr1Texts = {
  notForBranch:
    'GSTR-1 is filed by regular GST taxpayers: this branch is not registered as one (Settings → Tax), or the report is not in your list.',
  empty: 'No invoices or credit notes were issued in this month.',
  badMonth: 'Choose a month like 2026-10.',
} as const;

const rupees = (v: number): string => formatMoney(v);

/**
 * reports/GSTR1 (docs/gst-report-screens.md): a month's return, section by section (B2B, B2C
 * large and small, credit and debit notes, HSN summary, documents issued) with
 * records, taxable value and tax per head; a section's rows; the portal JSON and
 * each section's CSV. The month and the open section live in the address
 * (?Period=2026-10&Section=b2b), so a view can be shared and comes back on reload.
 */
export function Component() {
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const period = search.get('Period') ?? previousMonth(todayIn(session.User.TZ));
  const picked = search.get('Section');
  const section = GSTR1_SECTIONS.find((s) => s === picked);
  const validPeriod = returnPeriod.safeParse(period).success;
  const visible = gstReportsFor(session).includes('GSTR1');
  const [busy, setBusy] = useState<string>();

  const view = useQuery({
    queryKey: ['Reports/GSTR1', session.Entity.EntId, period],
    queryFn: ({ signal }) => apiCall(invoicesRoutes.gstr1, { query: { Period: period }, signal }),
    enabled: visible && validPeriod,
  });

  const go = (next: { Period?: string; Section?: Gstr1Section | undefined }) => {
    const params = new URLSearchParams({ Period: next.Period ?? period });
    const s = 'Section' in next ? next.Section : section;
    if (s) params.set('Section', s);
    setSearch(params);
  };

  const download = async (what: 'json' | Gstr1Section) => {
    setBusy(what);
    try {
      if (what === 'json') {
        const file = await apiCall(invoicesRoutes.gstr1Json, { query: { Period: period } });
        saveFile(
          new Blob([JSON.stringify(file)], { type: 'application/json' }),
          `GSTR1-${view.data?.GSTIN ?? 'return'}-${period}.json`,
        );
      } else {
        const csv = await apiCall(invoicesRoutes.gstr1Csv, { query: { Period: period, Section: what } });
        saveFile(csv, `GSTR1-${period}-${what}.csv`);
      }
    } catch (error) {
      toast.error(toClientError(error).message);
    } finally {
      setBusy(undefined);
    }
  };

  if (!visible) {
    return (
      <Alert variation="info" role="status">
        {Gstr1Texts.notForBranch} <Link to="/reports/ReportByGST">GST reports</Link>
      </Alert>
    );
  }

  const rows = view.data
    ? GSTR1_SECTIONS.map((s) => view.data.Summary.find((r) => r.Section === s)).filter(
        (r): r is SummaryRow => r !== undefined,
      )
    : undefined;
  const nothing = rows !== undefined && rows.every((r) => r.Count === 0);
  const columns: RecordColumn<SummaryRow>[] = [
    {
      id: 'section',
      header: 'Section',
      cell: (r) => (
        <Button
          size="small"
          variation="link"
          onClick={() => go({ Section: r.Section })}
          aria-pressed={section === r.Section}
        >
          {GSTR1_SECTION_LABELS[r.Section]}
        </Button>
      ),
    },
    { id: 'count', header: 'Records', cell: (r) => r.Count },
    { id: 'taxable', header: 'Taxable value', cell: (r) => rupees(r.Taxable) },
    { id: 'igst', header: 'IGST', cell: (r) => rupees(r.IGST) },
    { id: 'cgst', header: 'CGST', cell: (r) => rupees(r.CGST) },
    { id: 'sgst', header: 'SGST', cell: (r) => rupees(r.SGST) },
    { id: 'cess', header: 'Cess', cell: (r) => rupees(r.Cess) },
  ];

  return (
    <Flex direction="column" gap="medium">
      <Flex justifyContent="space-between" alignItems="flex-end" wrap="wrap" gap="small">
        <Heading level={3}>GSTR-1{view.data ? ` · ${view.data.GSTIN}` : ''}</Heading>
        <Flex alignItems="flex-end" gap="small" wrap="wrap">
          <TextField
            label="Month"
            type="month"
            size="small"
            value={period}
            hasError={!validPeriod}
            errorMessage={Gstr1Texts.badMonth}
            onChange={(e) => go({ Period: e.target.value })}
          />
          <Button
            size="small"
            variation="primary"
            isDisabled={!view.data || nothing}
            isLoading={busy === 'json'}
            loadingText="Preparing JSON…"
            onClick={() => void download('json')}
          >
            Download JSON
          </Button>
        </Flex>
      </Flex>
      <RecordTable
        caption={`Sections of the return for ${period}`}
        columns={columns}
        rows={nothing ? [] : rows}
        rowKey={(r) => r.Section}
        emptyText={Gstr1Texts.empty}
        isLoading={view.isLoading}
        loadingLabel="Loading the return"
        error={view.error ? toClientError(view.error) : null}
        onRetry={() => void view.refetch()}
        actionsHeader="Download"
        rowActions={(r) => (
          <Button
            size="small"
            isLoading={busy === r.Section}
            loadingText="CSV…"
            onClick={() => void download(r.Section)}
            aria-label={`Download CSV of ${GSTR1_SECTION_LABELS[r.Section]}`}
          >
            CSV
          </Button>
        )}
      />
      {view.data && section && !nothing ? (
        <Gstr1SectionRows section={section} view={view.data} onClose={() => go({ Section: undefined })} />
      ) : null}
    </Flex>
  );
}
