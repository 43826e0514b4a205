import { Button, Flex } from '@aws-amplify/ui-react';
import { type PrintModel, PrintMessages } from '@shared/documents/print';
import { useState } from 'react';
import { toast } from '../toast/toast-store';
import { downloadPdf } from './download-pdf';
import { pdfFileName } from './print-text';

/**
 * Print and Download PDF for the page DocumentPrint shows; not printed itself.
 * The PDF library loads on the first Download PDF (download-pdf.ts).
 */
type Props = {
  readonly model: PrintModel;
  readonly logoUrl?: string | undefined;
};

export function PrintToolbar({ model, logoUrl }: Props) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadPdf(model, pdfFileName(model), { logoUrl });
    } catch {
      toast.error(PrintMessages.pdfFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Flex className="kk-print-toolbar" gap="small" justifyContent="flex-end" role="toolbar" aria-label="Print">
      <Button size="small" onClick={() => window.print()}>
        Print
      </Button>
      <Button
        size="small"
        variation="primary"
        isLoading={busy}
        loadingText="Making PDF…"
        onClick={() => void download()}
      >
        Download PDF
      </Button>
    </Flex>
  );
}
