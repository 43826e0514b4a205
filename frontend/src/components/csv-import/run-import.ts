import type { RowProblem } from './csv-rows';
import { columnOfPath, type CsvColumn } from './csv-rows';
import { toClientError } from '../../lib/api-error';

/** What the server answered for one batch: how many it wrote, and the rows it refused (by index in the batch). */
export type ImportBatchOutcome = { written: number; refused?: readonly { index: number; path?: string; message: string }[] };
export type ImportBatch<T> = (records: readonly T[], signal: AbortSignal) => Promise<ImportBatchOutcome>;

export type ImportOutcome = { written: number; problems: RowProblem[]; failure?: string };

/** 'Items.3.Desc' or '3.Desc' of a refused batch → the record at index 3, field Desc. */
function refusalOf(path: string): { index: number; path: string } | undefined {
  const parts = path.split('.');
  const at = parts.findIndex((part) => /^\d+$/.test(part));
  return at < 0 ? undefined : { index: Number(parts[at]), path: parts.slice(at + 1).join('.') };
}

/**
 * Sends the checked records in batches, one after the other, reporting progress
 * after each. A refused row names its file row; a batch that fails as a whole
 * (no connection, no right) stops the import and says so, with what was written
 * before it.
 */
export async function runImport<T>(
  records: readonly { row: number; record: T }[],
  importBatch: ImportBatch<T>,
  { batchSize, columns, signal, onProgress }: { batchSize: number; columns: readonly CsvColumn[]; signal: AbortSignal; onProgress: (done: number) => void },
): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { written: 0, problems: [] };
  const problem = (start: number, index: number, path: string | undefined, message: string) => {
    const row = records[start + index]?.row ?? 0;
    outcome.problems.push({ row, column: path ? columnOfPath(columns, path) : '', message });
  };
  for (let start = 0; start < records.length; start += batchSize) {
    const batch = records.slice(start, start + batchSize);
    try {
      const answer = await importBatch(
        batch.map((r) => r.record),
        signal,
      );
      outcome.written += answer.written;
      answer.refused?.forEach((r) => problem(start, r.index, r.path, r.message));
    } catch (error) {
      const failure = toClientError(error);
      const placed = (failure.errors ?? []).flatMap((e) => {
        const at = refusalOf(e.path);
        return at ? [{ ...at, message: e.message }] : [];
      });
      placed.forEach((p) => problem(start, p.index, p.path, p.message));
      if (placed.length === 0 || signal.aborted) {
        outcome.failure = failure.detail ? `${failure.message}: ${failure.detail}` : failure.message;
        break;
      }
    }
    onProgress(Math.min(start + batchSize, records.length));
  }
  outcome.problems.sort((a, b) => a.row - b.row);
  return outcome;
}
