import { Alert, Button, Flex, Heading, Loader, Text, TextField } from '@aws-amplify/ui-react';
import { invoicesRoutes } from '@shared/api/routes/invoices';
import { groupIndian } from '@shared/documents/money-format';
import { returnPeriod } from '@shared/invoices/call-schemas';
import { GSTR2B_MAX_BODY_BYTES, type Gstr2bView } from '@shared/gst/returns/gstr2b-call-schemas';
import { GSTR2B_STATUS_LABELS } from '@shared/gst/returns/gstr2b-csv';
import { Gstr2bMessages } from '@shared/gst/returns/gstr2b-messages';
import { GSTR2B_STATUSES, type Gstr2bStatus } from '@shared/gst/returns/gstr2b-reconcile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../../components/toast/toast-store';
import { apiCall } from '../../../lib/api-client';
import { toClientError } from '../../../lib/api-error';
import { formatDate, formatDateTime, todayIn } from '../../../lib/format';
import { saveFile } from '../../../lib/save-file';
import { useSession } from '../../../lib/session';
import { Gstr2bRows } from '../components/gstr2b-rows';
import { gstReportsFor } from '../utils/gst-reports';
import { previousMonth } from '../utils/save-file';
import './gstr2b.css';

export const handle = { title: 'GSTR-2B reconciliation' };

export const Gstr2bTexts = {
  notForBranch:
    'GSTR-2B is reconciled by GST-registered branches (Settings → Tax), and the GSTR-2 report must be in your list.',
  badMonth: 'Choose a month like 2026-10.',
  reading: 'Reading the file…',
  reconciling: 'Reconciling with the bills…',
  empty: {
    Mismatched: 'No 2B invoice differs from its bill.',
    MissingInBooks: 'Every 2B invoice has its bill in the books.',
    MissingIn2B: 'Every bill of the month is in the 2B.',
    Matched: 'No 2B invoice matches a bill yet.',
  } satisfies Record<Gstr2bStatus, string>,
} as const;

/** The outcome shown first: what needs work before what does not. */
const SHOWN_FIRST: Gstr2bStatus = 'Mismatched';

/**
 * reports/GSTR2B (docs/purchasing.md §17.6): the month's GSTR-2B from the portal
 * against the bills. Choose the JSON file; the answer is the reconciliation in four
 * outcomes with their counts (mismatched with the reason, missing in books, missing
 * in 2B, matched), each row the 2B's document and the bill side by side; CSV of the
 * outcome shown. The month and the outcome live in the address.
 */
export function Component() {
  const session = useSession();
  const queryClient = useQueryClient();
  const fileId = useId();
  const [search, setSearch] = useSearchParams();
  const period = search.get('Period') ?? previousMonth(todayIn(session.User.TZ));
  const show = GSTR2B_STATUSES.find((s) => s === search.get('Show')) ?? SHOWN_FIRST;
  const validPeriod = returnPeriod.safeParse(period).success;
  const visible = gstReportsFor(session).includes('GSTR2');
  const [step, setStep] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [downloading, setDownloading] = useState(false);
  const key = ['Reports/GSTR2B', session.Entity.EntId, period];

  const view = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiCall(invoicesRoutes.gstr2b, { query: { Period: period }, signal }),
    enabled: visible && validPeriod,
  });
  const upload = useMutation({
    mutationFn: (body: { File: string; FileName: string }) =>
      apiCall(invoicesRoutes.gstr2bImport, { body: { Period: period, ...body } }),
    onSuccess: (answer: Gstr2bView) => {
      queryClient.setQueryData(key, answer);
      toast.success(Gstr2bMessages.imported(answer.Import?.Docs ?? 0, period));
    },
  });

  const go = (next: { Period?: string; Show?: Gstr2bStatus }) =>
    setSearch(new URLSearchParams({ Period: next.Period ?? period, Show: next.Show ?? show }));

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(undefined);
    if (file.size > GSTR2B_MAX_BODY_BYTES) {
      setProblem(Gstr2bMessages.fileTooLarge);
      return;
    }
    try {
      setStep(Gstr2bTexts.reading);
      const text = await file.text();
      setStep(Gstr2bTexts.reconciling);
      await upload.mutateAsync({ File: text, FileName: file.name });
    } catch (error) {
      setProblem(toClientError(error).message);
    } finally {
      setStep(undefined);
    }
  };

  const downloadCsv = async () => {
    setDownloading(true);
    try {
      const csv = await apiCall(invoicesRoutes.gstr2bCsv, { query: { Period: period, Status: show } });
      saveFile(csv, `GSTR2B-${period}-${show}.csv`);
    } catch (error) {
      toast.error(toClientError(error).message);
    } finally {
      setDownloading(false);
    }
  };

  if (!visible) {
    return (
      <Alert variation="info" role="status">
        {Gstr2bTexts.notForBranch} <Link to="/reports/ReportByGST">GST reports</Link>
      </Alert>
    );
  }

  const data = view.data;
  const rows = data?.Rows.filter((r) => r.Status === show);
  const imported = data?.Import;
  return (
    <Flex direction="column" gap="medium">
      <Flex justifyContent="space-between" alignItems="flex-end" wrap="wrap" gap="small">
        <Heading level={3}>GSTR-2B reconciliation{data ? ` · ${data.GSTIN}` : ''}</Heading>
        <TextField
          label="Month"
          type="month"
          size="small"
          value={period}
          hasError={!validPeriod}
          errorMessage={Gstr2bTexts.badMonth}
          onChange={(e) => go({ Period: e.target.value })}
        />
      </Flex>
      <Flex direction="column" gap="xs" className="kk-gstr2b-import">
        <label htmlFor={fileId}>GSTR-2B JSON file from the portal</label>
        <input
          id={fileId}
          type="file"
          accept=".json,application/json"
          disabled={step !== undefined || !validPeriod}
          onChange={(e) => void choose(e)}
        />
        {step ? (
          <Flex alignItems="center" gap="xs" role="status">
            <Loader ariaLabel={step} />
            <Text>{step}</Text>
          </Flex>
        ) : null}
        {problem ? (
          <Alert variation="error" role="alert">
            {problem}
          </Alert>
        ) : null}
        {data ? (
          <Text variation="secondary" fontSize="small">
            {imported
              ? `Last import: ${imported.FileName || 'GSTR-2B file'}, ${groupIndian(String(imported.Docs))} documents` +
                `${imported.GenDate ? ` (generated ${formatDate(imported.GenDate)})` : ''}, by ${imported.ByName || 'a user'} ` +
                `on ${formatDateTime(imported.At, session.User.TZ)}.`
              : Gstr2bMessages.noImport}
          </Text>
        ) : null}
      </Flex>
      {data ? (
        <Flex wrap="wrap" gap="xs" role="group" aria-label="Outcomes">
          {(['Mismatched', 'MissingInBooks', 'MissingIn2B', 'Matched'] as const).map((s) => (
            <Button
              key={s}
              size="small"
              variation={s === show ? 'primary' : undefined}
              aria-pressed={s === show}
              onClick={() => go({ Show: s })}
            >
              {GSTR2B_STATUS_LABELS[s]} ({groupIndian(String(data.Counts[s]))})
            </Button>
          ))}
          <Button
            size="small"
            isLoading={downloading}
            loadingText="CSV…"
            isDisabled={!rows || rows.length === 0}
            onClick={() => void downloadCsv()}
            aria-label={`Download CSV of ${GSTR2B_STATUS_LABELS[show]}`}
          >
            CSV
          </Button>
        </Flex>
      ) : null}
      <Gstr2bRows
        caption={`${GSTR2B_STATUS_LABELS[show]}, ${period}`}
        rows={rows}
        emptyText={Gstr2bTexts.empty[show]}
        isLoading={view.isLoading}
        error={view.error ? toClientError(view.error) : null}
        onRetry={() => void view.refetch()}
      />
    </Flex>
  );
}
