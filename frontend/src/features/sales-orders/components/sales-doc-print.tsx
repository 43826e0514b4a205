import { Button, Loader } from '@aws-amplify/ui-react';
import { buildSalesDocPrintModel } from '@shared/sales-orders/sales-doc-print';
import { salesTermsOf } from '@shared/sales-orders/sales-settings';
import type { SalesDocAnswer } from '@shared/sales-orders/so-schemas';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useEntityLogo } from '../../../lib/entity-logo';
import { useSession } from '../../../lib/session';
import type { SalesKind } from '../api/sales-doc-calls';

const PrintView = lazy(() =>
  import('../../../components/print/invoice-print').then((m) => ({ default: m.InvoicePrintView })),
);

/**
 * "Print" on a saved sales order or estimate (docs/sales-settings.md §3): the A4 page (and its PDF) of the
 * print kit, with the branch's letterhead and the terms the branch's Sales settings keep for the kind.
 */
export function SalesDocPrint({ kind, doc }: { kind: SalesKind; doc: SalesDocAnswer }) {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const logoUrl = useEntityLogo(session.Entity);
  const entity = session.Entity;
  const model = useMemo(
    () =>
      buildSalesDocPrintModel(
        kind,
        doc,
        {
          name: entity.DName,
          address: entity.Settings.Address,
          gstin: entity.Settings.Common.Tax.GSTIN,
          hasLogo: entity.HasLogo === true,
        },
        salesTermsOf(kind, entity.Settings),
        entity.Settings.Common.PrOptions ?? {},
      ),
    [kind, doc, entity],
  );
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        Print
      </Button>
      {open ? (
        <Suspense fallback={<Loader />}>
          <PrintView model={model} logoUrl={logoUrl} timeZone={session.User.TZ} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
