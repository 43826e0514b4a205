import { Alert, Loader } from '@aws-amplify/ui-react';
import { buildPurchaseOrderPrintModel } from '@shared/purchasing/po-print-model';
import { useMemo } from 'react';
import { DocumentPrint } from '../../../components/print/document-print';
import { PrintToolbar } from '../../../components/print/print-toolbar';
import { useSession } from '../../../lib/session';
import { usePoPrint } from '../api/po-step-calls';

/**
 * The order's print (docs/purchasing.md §19): A4, the branch as buyer with its
 * GSTIN, the vendor, lines with HSN and tax by head, the total in ₹ and in
 * words; Print and Download PDF through the print kit.
 */
export function PoPrintView({ id }: { id: string }) {
  const session = useSession();
  const print = usePoPrint(id, true);
  const options = session.Entity.Settings.Common.PrOptions;
  const model = useMemo(
    () => (print.data ? buildPurchaseOrderPrintModel(print.data, options ?? {}) : undefined),
    [print.data, options],
  );
  if (print.isError) return <Alert variation="error">{print.error.message}</Alert>;
  if (!model) return <Loader ariaLabel="Preparing the print" />;
  return (
    <section aria-label="Purchase order print">
      <PrintToolbar model={model} />
      <DocumentPrint model={model} timeZone={session.User.TZ} />
    </section>
  );
}
