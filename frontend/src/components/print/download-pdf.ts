import type { PrintModel } from '@shared/documents/print';
import { pdfFileName } from './print-text';

export type DownloadPdfOptions = {
  /** The branch logo (an object URL, as useEntityLogo gives it); drawn when the model's ShowLogo allows. */
  readonly logoUrl?: string | undefined;
};

/**
 * Makes the PDF of a print model in the browser and saves it. pdfmake and the
 * fonts load here, on first use, in their own chunk (the route budgets never
 * see them). Rejects when the library, a font or the PDF cannot be made.
 */
export async function downloadPdf(
  model: PrintModel,
  fileName: string = pdfFileName(model),
  options: DownloadPdfOptions = {},
): Promise<void> {
  const { savePdf } = await import('./pdf/pdf-runtime');
  await savePdf(model, fileName, options.logoUrl);
}
