import type { PrintModel } from '@shared/documents/print';

/** Texts the HTML page and the PDF share, so both say the same thing. */

/** 1 … Copies (settings/PrintOptions: 1 to 5); anything else prints once. */
export const copyNumbers = (copies: number): number[] =>
  Array.from({ length: Number.isInteger(copies) && copies >= 1 && copies <= 5 ? copies : 1 }, (_, i) => i + 1);

export const copyLabel = (copy: number, copies: number): string => `Copy ${copy} of ${copies}`;

/** The PDF's title (its Info dictionary): kind, number and variant, e.g. 'Estimate EST/2526/00042 - Insurance Only'. */
export const pdfTitle = (model: PrintModel): string =>
  [model.title, model.number, '-', model.subtitle].filter((p) => p !== '').join(' ');

/** A file name for the PDF: 'Estimate-EST-2526-00042-Insurance-Only.pdf' (no characters a file system refuses). */
export const pdfFileName = (model: PrintModel): string =>
  `${[model.title, model.number, model.subtitle]
    .join(' ')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')}.pdf`;

/** True when the variant leaves nothing priced or to do (Insurance Only on a job without an insurer share): the page says so. */
export const isEmptyPrint = (model: PrintModel): boolean =>
  model.sections.every(
    (s) => s.id === 'complaints' || (s.totals.length === 0 && !s.rows.some((r) => r.kind === 'line')),
  );
