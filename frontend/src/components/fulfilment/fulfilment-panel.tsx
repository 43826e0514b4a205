import { Alert, Button, Flex, Loader, Text } from '@aws-amplify/ui-react';
import { isPermitted } from '@shared/access/access-model';
import { inModule, resource } from '@shared/access/permission';
import { FULFILLING_SO_STATUSES } from '@shared/fulfilment/fulfilment-statuses';
import type { FulfilmentAnswer } from '@shared/fulfilment/package-schemas';
import { INVOICE_CREATE } from '@shared/sales/sales-invoice';
import { Fragment, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { RecordTableOrCards } from '../record-table/record-list';
import type { RecordColumn } from '../record-table/record-table';
import { toast } from '../toast/toast-store';
import { toClientError } from '../../lib/api-error';
import { useSession } from '../../lib/session';
import { useFulfilment, useInvoiceSalesOrder } from './package-calls';
import { PACKAGE_PATHS } from './package-paths';
import { QuantityPicker } from './quantity-picker';
import './packages.css';

const SO_UPDATE = inModule('Sales', resource('Sales', 'SO', 'U'));

type Line = FulfilmentAnswer['Lines'][number];

/** Every quantity of a line, once: the table's columns and the card's rows at 390 px read the same list. */
const FIGURES: { id: string; label: string; value: (l: Line) => ReactNode }[] = [
  { id: 'Ordered', label: 'Ordered', value: (l) => `${l.Ordered}${l.UoM ? ` ${l.UoM}` : ''}` },
  { id: 'Packed', label: 'Packed', value: (l) => l.Packed },
  { id: 'Shipped', label: 'Shipped', value: (l) => l.Shipped },
  { id: 'Delivered', label: 'Delivered', value: (l) => l.Delivered },
  { id: 'Invoiced', label: 'Invoiced', value: (l) => l.Invoiced },
];

const COLUMNS: readonly RecordColumn<Line>[] = [
  { id: 'Desc', header: 'Part', cell: (l) => l.Desc },
  ...FIGURES.map((x) => ({
    id: x.id,
    header: <span className="kk-amount">{x.label}</span>,
    cell: (l: Line) => <span className="kk-amount">{x.value(l)}</span>,
  })),
];

/**
 * A sales order's fulfilment (docs/sales-fulfilment.md §8), for the Sales Order screen: per line ordered,
 * packed, shipped, delivered and invoiced; New package while something is left to pack, Create invoice while
 * something shipped is not yet invoiced (then the invoice opens) — each only with its rights and while the
 * order is approved and not wholly invoiced.
 */
export function FulfilmentPanel({ soId }: { soId: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const result = useFulfilment(soId);
  const invoice = useInvoiceSalesOrder(soId);
  const [invoicing, setInvoicing] = useState(false);
  if (result.isPending) return <Loader />;
  if (result.isError) return <Alert variation="error">{toClientError(result.error).message}</Alert>;
  const f = result.data;
  const ctx = { access: session.Access, config: session.Entity.Config, user: session.User };
  const open = FULFILLING_SO_STATUSES.includes(f.Sts);
  const mayUpdate = open && isPermitted(SO_UPDATE, ctx);
  const toPack = f.Lines.some((l) => l.Packed < l.Ordered);
  const toInvoice = f.Lines.some((l) => l.Invoiced < l.Shipped);
  return (
    <section className="kk-fulfilment" aria-label="Fulfilment">
      <Flex gap="small" alignItems="center" wrap="wrap">
        <Text as="h3" fontWeight="bold">
          Fulfilment
        </Text>
        {f.Packages ? <span className="kk-status-badge">{`Packages: ${f.Packages}`}</span> : null}
      </Flex>
      <RecordTableOrCards<Line>
        caption="Fulfilment per line"
        columns={COLUMNS}
        rows={f.Lines}
        rowKey={(l) => l.LineId}
        emptyText="No lines."
        card={(l) => (
          <div className="kk-record-card">
            <strong>{l.Desc}</strong>
            <dl className="kk-fulfilment__card-figures">
              {FIGURES.map((x) => (
                <Fragment key={x.id}>
                  <dt>{x.label}</dt>
                  <dd className="kk-amount">{x.value(l)}</dd>
                </Fragment>
              ))}
            </dl>
          </div>
        )}
      />
      {f.Invoices.length > 0 ? (
        <Text fontSize="small">
          {'Invoices: '}
          {f.Invoices.map((i, k) => (
            <span key={i.Id}>
              {k > 0 ? ', ' : ''}
              <Link to={PACKAGE_PATHS.invoice(i.Id)}>{i.Num}</Link>
            </span>
          ))}
        </Text>
      ) : null}
      <Flex gap="small" wrap="wrap">
        {mayUpdate && toPack ? (
          <Button size="small" onClick={() => void navigate(PACKAGE_PATHS.newPackage(soId))}>
            New package
          </Button>
        ) : null}
        {mayUpdate && toInvoice && isPermitted(INVOICE_CREATE, ctx) && !invoicing ? (
          <Button size="small" variation="primary" onClick={() => setInvoicing(true)}>
            Create invoice
          </Button>
        ) : null}
      </Flex>
      {invoicing ? (
        <QuantityPicker
          label="Create invoice"
          lines={f.Lines.map((l) => ({ LineId: l.LineId, Desc: l.Desc, UoM: l.UoM, left: l.Shipped - l.Invoiced }))}
          leftWord="shipped, not invoiced"
          submitLabel="Create invoice"
          busy={invoice.isPending}
          onSubmit={async (Lines) => {
            const made = await invoice.mutateAsync({ ver: f.ver, Lines });
            toast.success(`Invoice ${made.InvoiceNum} created.`);
            void navigate(PACKAGE_PATHS.invoice(made.InvoiceId));
          }}
        />
      ) : null}
    </section>
  );
}
