import { ImportMessages } from '@shared/messages/import-messages';
import Papa from 'papaparse';

/** Largest file the browser reads for an import (a catalogue of thousands of rows is well under it). */
export const MAX_CSV_BYTES = 2 * 1024 * 1024;

export type CsvCells = { cells: string[][] } | { problem: string };

const readText = (file: Blob): Promise<string> =>
  typeof file.text === 'function'
    ? file.text()
    : new Promise((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result ?? ''));
        reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
        reader.readAsText(file);
      });

const looksLikeCsv = (file: File): boolean =>
  /\.(csv|txt)$/i.test(file.name) ||
  file.type === '' ||
  /^text\/(csv|plain)$|^application\/vnd\.ms-excel$/.test(file.type);

/**
 * Reads a chosen file into rows of cells with papaparse (quotes, commas and line
 * breaks inside quotes, a spreadsheet's byte-order mark). Blank lines are kept
 * so row numbers stay those a spreadsheet shows.
 */
export async function parseCsvFile(file: File): Promise<CsvCells> {
  if (!looksLikeCsv(file)) return { problem: ImportMessages.notCsv };
  if (file.size > MAX_CSV_BYTES) return { problem: ImportMessages.fileTooLarge(MAX_CSV_BYTES / (1024 * 1024)) };
  let text: string;
  try {
    text = await readText(file);
  } catch {
    return { problem: ImportMessages.unreadable };
  }
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { skipEmptyLines: false });
  // Papaparse reports ragged rows as errors too; only a broken quote makes the cells untrustworthy.
  if (parsed.errors.some((error) => error.type === 'Quotes')) return { problem: ImportMessages.unreadable };
  return { cells: parsed.data };
}

/** A file with just the headers, for the 'Download a template' link. */
export const csvTemplate = (headers: readonly string[]): string => Papa.unparse([headers as string[]]);
