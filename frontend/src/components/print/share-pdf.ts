import type { PrintModel } from '@shared/documents/print';
import { saveFile } from '../../lib/save-file';
import { pdfFileName } from './print-text';

/** What became of a shared PDF: the share sheet took it, the person closed the sheet, or it was downloaded. */
export type ShareOutcome = 'shared' | 'cancelled' | 'downloaded';

/**
 * Makes the PDF of a print model and hands it to the device's share sheet
 * (WhatsApp, mail, …) where the browser can share files
 * (`navigator.canShare({ files })`: Android Chrome, Safari); anywhere else it is
 * downloaded. pdfmake loads here on first use, in its own chunk, as with
 * downloadPdf. Rejects when the PDF cannot be made.
 */
export async function sharePdf(
  model: PrintModel,
  options: { logoUrl?: string | undefined; fileName?: string; text?: string } = {},
): Promise<ShareOutcome> {
  const { pdfBlob } = await import('./pdf/pdf-runtime');
  const blob = await pdfBlob(model, options.logoUrl);
  const name = options.fileName ?? pdfFileName(model);
  const file = new File([blob], name, { type: 'application/pdf' });
  const data = { files: [file], title: name, ...(options.text ? { text: options.text } : {}) };
  if (typeof navigator.share === 'function' && navigator.canShare?.(data)) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      // The person closed the sheet: nothing to do. Any other refusal falls back to the download.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  saveFile(blob, name);
  return 'downloaded';
}
