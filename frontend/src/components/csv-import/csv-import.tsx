import { Alert, Button, Flex, Link, Text } from '@aws-amplify/ui-react';
import { ImportMessages } from '@shared/messages/import-messages';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent } from 'react';
import type * as z from 'zod';
import { Dialog } from '../dialog/dialog';
import { RecordTable } from '../record-table/record-table';
import { checkCsvRows, type CheckedRows, type CsvColumn, type RowProblem } from './csv-rows';
import { csvTemplate, parseCsvFile } from './parse-csv';
import { dryRunImport, runImport, type ImportCall, type ImportOutcome } from './run-import';
import './csv-import.css';

export type CsvImportProps<T> = {
  /** What the rows are, plural and lower case ('operations'): the button, the title and the result say it. */
  noun: string;
  columns: readonly CsvColumn[];
  /** The row schema the server validates with (from shared/), so the preview refuses what the server would. */
  schema: z.ZodType<T>;
  /** The import call: a dry run checks the rows with the server before anything is written. */
  importCall: ImportCall;
  /** Rows per write: each batch is written all or nothing, and progress moves per batch. */
  batchSize?: number;
  /** Most rows one file may have (what the import call accepts at once, so the dry run sees them all). */
  maxRows: number;
  /** After an import that wrote something (the list refreshes). */
  onImported?: (written: number) => void;
  /** The rows the preview shows (all are checked). */
  previewRows?: number;
};

type Phase<T> =
  | { step: 'pick'; problem?: string }
  | { step: 'preview'; fileName: string; checked: CheckedRows<T>; server?: ImportOutcome }
  | { step: 'importing'; fileName: string; total: number; done: number }
  | { step: 'done'; total: number; outcome: ImportOutcome };

function ProblemTable({ problems, caption }: { problems: readonly RowProblem[]; caption: string }) {
  return (
    <RecordTable
      caption={caption}
      columns={[
        { id: 'row', header: 'Row', cell: (p) => p.row },
        { id: 'column', header: 'Column', cell: (p) => p.column },
        { id: 'message', header: 'Problem', cell: (p) => p.message },
      ]}
      rows={problems}
      rowKey={(p) => `${p.row}:${p.column}:${p.message}`}
      emptyText=""
    />
  );
}

/** The server's answer in words: all written, some refused, or stopped by a failure. */
function outcomeText(outcome: ImportOutcome, total: number, noun: string): string {
  if (outcome.failure) return `${ImportMessages.stopped(outcome.written, total, noun)} ${outcome.failure}`;
  if (outcome.problems.length > 0) return ImportMessages.partlyImported(outcome.written, total, noun);
  return ImportMessages.imported(outcome.written, noun);
}

/** Shows a cell of the preview the way the file had it, read through the column. */
const previewCell = (record: unknown, field: string): string => {
  const value = field
    .split('.')
    .reduce<unknown>(
      (at, part) => (typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[part] : undefined),
      record,
    );
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
};

type PreviewProps<T> = {
  phase: Extract<Phase<T>, { step: 'preview' }>;
  columns: readonly CsvColumn[];
  previewRows: number;
  onAgain: () => void;
  onImport: () => void;
};

/** The file as checked: its bad rows (the browser's, then the server's dry run), or its first rows and the Import button. */
function Preview<T>({
  phase: { fileName, checked, server },
  columns,
  previewRows,
  onAgain,
  onImport,
}: PreviewProps<T>) {
  const problems = checked.problems.length > 0 ? checked.problems : (server?.problems ?? []);
  const blocked = checked.fileProblems.length > 0 || problems.length > 0 || server?.failure !== undefined;
  const checking = !blocked && server === undefined;
  return (
    <>
      <Text>
        {fileName}: {checked.rowCount} rows.
        {checked.ignoredHeaders.length > 0 ? ` Columns left out: ${checked.ignoredHeaders.join(', ')}.` : ''}
      </Text>
      {blocked ? (
        <Alert variation="error" role="alert">
          {[...checked.fileProblems, ...(server?.failure ? [server.failure] : []), ImportMessages.fixAndRetry].join(
            ' ',
          )}
        </Alert>
      ) : null}
      {problems.length > 0 ? <ProblemTable caption="Rows with problems" problems={problems} /> : null}
      {checking ? <Text role="status">{ImportMessages.checking}</Text> : null}
      {!blocked ? (
        <RecordTable
          caption={`First rows of ${fileName}`}
          columns={[
            { id: '__row', header: 'Row', cell: (r: CheckedRows<T>['records'][number]) => r.row },
            ...columns.map((c) => ({
              id: c.field,
              header: c.header,
              cell: (r: CheckedRows<T>['records'][number]) => previewCell(r.raw, c.field),
            })),
          ]}
          rows={checked.records.slice(0, previewRows)}
          rowKey={(r) => String(r.row)}
          emptyText=""
        />
      ) : null}
      <Flex justifyContent="flex-end" gap="small" wrap="wrap">
        <Button onClick={onAgain}>Choose another file</Button>
        <Button variation="primary" isDisabled={blocked || checking} onClick={onImport}>
          {`Import ${checked.records.length} rows`}
        </Button>
      </Flex>
    </>
  );
}

/**
 * Import from a CSV file, for every settings list: pick a file, see every row
 * checked with the server's schema in the browser and then by the server's dry
 * run (bad rows listed by row, column and problem before anything is written),
 * import only a clean file, in batches with progress, and read the server's
 * answer (the count written, or its refusals).
 */
export function CsvImport<T>({
  noun,
  columns,
  schema,
  importCall,
  batchSize = 100,
  maxRows,
  onImported,
  previewRows = 10,
}: CsvImportProps<T>) {
  const [open, setOpen] = useState(false);
  const [phase, setPhase] = useState<Phase<T>>({ step: 'pick' });
  const running = useRef<AbortController | undefined>(undefined);
  const fileInputId = useId();
  const template = useMemo(
    () => `data:text/csv;charset=utf-8,${encodeURIComponent(csvTemplate(columns.map((c) => c.header)))}`,
    [columns],
  );

  useEffect(() => () => running.current?.abort(), []);

  const close = () => {
    running.current?.abort();
    setOpen(false);
    setPhase({ step: 'pick' });
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const read = await parseCsvFile(file);
    if ('problem' in read) return setPhase({ step: 'pick', problem: read.problem });
    const checked = checkCsvRows(read.cells, columns, schema, maxRows);
    setPhase({ step: 'preview', fileName: file.name, checked });
    if (checked.fileProblems.length > 0 || checked.problems.length > 0) return;
    // A clean file goes to the server too, writing nothing: it knows what the browser cannot (codes already taken).
    const controller = new AbortController();
    running.current = controller;
    const server = await dryRunImport(checked.records, importCall, columns, controller.signal);
    if (!controller.signal.aborted) setPhase({ step: 'preview', fileName: file.name, checked, server });
  };

  const start = async (fileName: string, checked: CheckedRows<T>) => {
    const controller = new AbortController();
    running.current = controller;
    const total = checked.records.length;
    setPhase({ step: 'importing', fileName, total, done: 0 });
    const outcome = await runImport(checked.records, importCall, {
      batchSize,
      columns,
      signal: controller.signal,
      onProgress: (done) => !controller.signal.aborted && setPhase({ step: 'importing', fileName, total, done }),
    });
    if (controller.signal.aborted) return;
    setPhase({ step: 'done', total, outcome });
    if (outcome.written > 0) onImported?.(outcome.written);
  };

  const title = `Import ${noun} from CSV`;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Import from CSV</Button>
      <Dialog open={open} title={title} onClose={close}>
        <Flex direction="column" gap="small" className="kk-csv-import">
          {phase.step === 'pick' ? (
            <>
              <Text>
                A CSV file with a header row. Columns:{' '}
                {columns.map((c) => `${c.header}${c.required ? ' *' : ''}`).join(', ')}.{' '}
                <Link href={template} download={`${noun.replace(/\s+/g, '-')}-template.csv`}>
                  Download a template
                </Link>
              </Text>
              <label htmlFor={fileInputId} className="amplify-label">
                CSV file
              </label>
              <input id={fileInputId} type="file" accept=".csv,text/csv" onChange={(event) => void choose(event)} />
              {phase.problem ? (
                <Alert variation="error" role="alert">
                  {phase.problem}
                </Alert>
              ) : null}
            </>
          ) : null}

          {phase.step === 'preview' ? (
            <Preview
              phase={phase}
              columns={columns}
              previewRows={previewRows}
              onAgain={() => setPhase({ step: 'pick' })}
              onImport={() => void start(phase.fileName, phase.checked)}
            />
          ) : null}

          {phase.step === 'importing' ? (
            <>
              <progress
                className="kk-csv-import__progress"
                aria-label={`Importing ${noun}`}
                max={phase.total}
                value={phase.done}
              />
              <Text role="status">{`Imported ${phase.done} of ${phase.total} rows…`}</Text>
            </>
          ) : null}

          {phase.step === 'done' ? (
            <>
              <Alert
                variation={phase.outcome.problems.length > 0 || phase.outcome.failure ? 'warning' : 'success'}
                role="status"
              >
                {outcomeText(phase.outcome, phase.total, noun)}
              </Alert>
              {phase.outcome.problems.length > 0 ? (
                <ProblemTable caption="Rows the server refused" problems={phase.outcome.problems} />
              ) : null}
            </>
          ) : null}

          {phase.step !== 'preview' ? (
            <Flex justifyContent="flex-end">
              <Button onClick={close}>{phase.step === 'done' ? 'Close' : 'Cancel'}</Button>
            </Flex>
          ) : null}
        </Flex>
      </Dialog>
    </>
  );
}
