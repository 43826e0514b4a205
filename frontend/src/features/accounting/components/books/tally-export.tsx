import { Alert, Button, Flex, Heading, TextField } from '@aws-amplify/ui-react';
import { financialYearStart } from '@shared/books/balance-sheet';
import { TallyMessages, tallyRangeProblem } from '@shared/books/tally-messages';
import { groupIndian } from '@shared/documents/money-format';
import { isCalendarDate } from '@shared/fields/iso-date';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { toClientError } from '../../../../lib/api-error';
import { todayIn } from '../../../../lib/format';
import { saveFile } from '../../../../lib/save-file';
import { useSession } from '../../../../lib/session';
import { buildTallyFile, type TallyProgress } from '../../api/tally-calls';
import { monthLabel } from './month-range';
import '../accounting.css';

type State =
  | { kind: 'idle' }
  | { kind: 'building'; progress?: TallyProgress }
  | { kind: 'done'; vouchers: number; bytes: number }
  | { kind: 'empty' }
  | { kind: 'failed'; message: string };

const count = (n: number): string => groupIndian(String(n));
const size = (bytes: number): string =>
  bytes < 1024 * 1024 ? `${count(Math.ceil(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Accounting/TallyExport (docs/books.md §10): the branch's books of a period
 * (within one financial year; the address keeps it) as a TallyPrime import
 * file. The postings are read page by page, the progress shown as they come,
 * and the file built and downloaded here; Cancel stops the reading.
 */
export function TallyExport() {
  const session = useSession();
  const today = todayIn(session.User.TZ);
  const fyStart = session.Entity.Settings.Common.General?.FYStart ?? 4;
  const [params, setParams] = useSearchParams();
  const date = (name: string, fallback: string): string => {
    const v = params.get(name) ?? '';
    return isCalendarDate(v) ? v : fallback;
  };
  const from = date('From', financialYearStart(today, fyStart));
  const to = date('To', today);
  const problem = tallyRangeProblem(from, to, fyStart);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const reading = useRef<AbortController | undefined>(undefined);
  useEffect(() => () => reading.current?.abort(), []);

  const change = (name: 'From' | 'To', value: string): void => {
    if (!isCalendarDate(value)) return;
    const next = new URLSearchParams(params);
    next.set(name, value);
    setParams(next, { replace: true });
    setState({ kind: 'idle' });
  };

  const download = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (problem || state.kind === 'building') return;
    const controller = new AbortController();
    reading.current = controller;
    setState({ kind: 'building' });
    try {
      const file = await buildTallyFile(
        { From: from, To: to },
        (progress) => setState({ kind: 'building', progress }),
        controller.signal,
      );
      if (file.vouchers === 0) return setState({ kind: 'empty' });
      const blob = new Blob([file.xml], { type: 'application/xml' });
      saveFile(blob, `Tally-${from}-to-${to}.xml`);
      setState({ kind: 'done', vouchers: file.vouchers, bytes: blob.size });
    } catch (error) {
      setState(
        controller.signal.aborted ? { kind: 'idle' } : { kind: 'failed', message: toClientError(error).message },
      );
    }
  };

  const building = state.kind === 'building';
  return (
    <Flex direction="column" gap="medium" className="kk-screen">
      <Heading level={3}>Tally export</Heading>
      <p>
        This branch&apos;s ledgers and vouchers for TallyPrime: the ledgers come first in the file, then every voucher
        of the period, so it imports into a company of the same name.
      </p>
      <form aria-label="Tally export" onSubmit={(e) => void download(e)}>
        <Flex alignItems="flex-end" gap="small" wrap="wrap">
          <TextField
            label="From"
            type="date"
            size="small"
            value={from}
            isDisabled={building}
            onChange={(e) => change('From', e.target.value)}
          />
          <TextField
            label="To"
            type="date"
            size="small"
            value={to}
            isDisabled={building}
            hasError={problem !== undefined}
            errorMessage={problem}
            onChange={(e) => change('To', e.target.value)}
          />
          <Button
            type="submit"
            size="small"
            variation="primary"
            isDisabled={problem !== undefined}
            isLoading={building}
            loadingText="Building…"
          >
            Download
          </Button>
          {building ? (
            <Button size="small" onClick={() => reading.current?.abort()}>
              Cancel
            </Button>
          ) : null}
        </Flex>
      </form>
      {building ? (
        <p role="status">
          {state.progress
            ? `Read ${count(state.progress.read)} vouchers, through ${monthLabel(state.progress.month)}…`
            : 'Reading the books…'}
        </p>
      ) : null}
      {state.kind === 'done' ? (
        <Alert variation="success" role="status">
          {`Downloaded ${count(state.vouchers)} vouchers (${size(state.bytes)}).`}
        </Alert>
      ) : null}
      {state.kind === 'empty' ? (
        <Alert variation="info" role="status">
          {TallyMessages.empty}
        </Alert>
      ) : null}
      {state.kind === 'failed' ? (
        <Alert variation="error" role="alert">
          {state.message}
        </Alert>
      ) : null}
    </Flex>
  );
}
