import { columnOfPath, type CheckedRow, type CsvColumn, type RowProblem } from './csv-rows';
import { toClientError } from '../../lib/api-error';

/**
 * One import call: the rows (cells keyed by field), checked only when `dryRun`
 * (nothing written), otherwise written all or nothing. Answers how many rows it
 * checked or wrote; a refusal rejects with the call's error, whose `rows` name
 * the bad rows (counted from 1 within the call).
 */
export type ImportCall = (
  rows: readonly Record<string, unknown>[],
  options: { dryRun: boolean; signal: AbortSignal },
) => Promise<number>;

export type ImportOutcome = { written: number; problems: RowProblem[]; failure?: string };

/** The refusal of a call as problems of file rows; `failure` when the call failed as a whole. */
function refusal(
  error: unknown,
  sent: readonly CheckedRow<unknown>[],
  columns: readonly CsvColumn[],
): { problems: RowProblem[]; failure?: string } {
  const failure = toClientError(error);
  const problems = (failure.rows ?? []).map((r) => ({
    row: sent[r.row - 1]?.row ?? r.row,
    column: r.field === '-' || r.field === '' ? '' : columnOfPath(columns, r.field),
    message: r.message,
  }));
  if (problems.length > 0) return { problems };
  return { problems, failure: failure.detail ? `${failure.message}: ${failure.detail}` : failure.message };
}

/** Asks the server to check every row without writing (the preview's second opinion: codes already taken, unknown makes). */
export async function dryRunImport<T>(
  rows: readonly CheckedRow<T>[],
  call: ImportCall,
  columns: readonly CsvColumn[],
  signal: AbortSignal,
): Promise<ImportOutcome> {
  try {
    await call(
      rows.map((r) => r.raw),
      { dryRun: true, signal },
    );
    return { written: 0, problems: [] };
  } catch (error) {
    return { written: 0, ...refusal(error, rows, columns) };
  }
}

/**
 * Writes the checked rows in batches, one call after the other, reporting
 * progress after each. A batch is written all or nothing; a refused batch stops
 * the import with its rows named, and what earlier batches wrote stays written
 * (the count says how much).
 */
export async function runImport<T>(
  rows: readonly CheckedRow<T>[],
  call: ImportCall,
  {
    batchSize,
    columns,
    signal,
    onProgress,
  }: { batchSize: number; columns: readonly CsvColumn[]; signal: AbortSignal; onProgress: (done: number) => void },
): Promise<ImportOutcome> {
  let written = 0;
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    try {
      written += await call(
        batch.map((r) => r.raw),
        { dryRun: false, signal },
      );
    } catch (error) {
      return { written, ...refusal(error, batch, columns) };
    }
    onProgress(Math.min(start + batchSize, rows.length));
  }
  return { written, problems: [] };
}
