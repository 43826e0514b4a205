import { Alert, Button, Flex, Loader, Text, TextField } from '@aws-amplify/ui-react';
import { buildChallanPrintModel } from '@shared/challans/challan-print';
import type { ChallanAnswer } from '@shared/challans/challan-schemas';
import { CHALLAN_PURPOSES, CHALLAN_STATUS, mayChallan } from '@shared/challans/challan-statuses';
import { formatMoney } from '@shared/documents/money-format';
import { rupeesToPaise } from '@shared/documents/money-math';
import { EWAY_BILL_LIMIT } from '@shared/gst/returns/eway-bill';
import { lazy, Suspense, useMemo, useState } from 'react';
import { EwayBillDialog } from '../../../components/eway-bill/eway-bill-dialog';
import { toast } from '../../../components/toast/toast-store';
import { toClientError } from '../../../lib/api-error';
import { useEntityLogo } from '../../../lib/entity-logo';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { isPermitted } from '@shared/access/access-model';
import { inModule, resource } from '@shared/access/permission';
import { INVOICE_CREATE } from '@shared/sales/sales-invoice';
import { Link } from 'react-router';
import { useCancelChallan, useChallan, useIssueChallan } from '../api/challan-calls';
import { ChallanInvoiceDialog } from './challan-invoice';
import { CHALLAN_PATHS } from './challan-paths';
import { ChallanForm } from './challan-form';
import { ChallanReturn } from './challan-return';
import './challans.css';

const PrintView = lazy(() =>
  import('../../../components/print/invoice-print').then((m) => ({ default: m.InvoicePrintView })),
);

const DC_UPDATE = inModule('Sales', resource('Sales', 'DC', 'U'));

type Panel = 'none' | 'edit' | 'return' | 'invoice' | 'cancel' | 'eway' | 'print';

const where = (c: ChallanAnswer): string =>
  [c.To.Addr?.A1, c.To.Addr?.Ct, c.To.Addr?.St, c.To.Addr?.Pin].filter(Boolean).join(', ');

/**
 * challans/challan/:Id (docs/challans.md §8): the challan with its lines, what
 * came back and what is still out; Edit and Issue while a draft, Goods back
 * while goods are out, Cancel while nothing came back, the e-way bill file above
 * ₹50,000 with tax, and Print (three copies marked for consignee, transporter
 * and consignor; PDF from the print).
 */
export function ChallanView({ id }: { id: string }) {
  const session = useSession();
  const result = useChallan(id);
  const [panel, setPanel] = useState<Panel>('none');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const issue = useIssueChallan(id);
  const cancel = useCancelChallan(id);
  const logoUrl = useEntityLogo(session.Entity);
  const c = result.data;
  const model = useMemo(
    () =>
      c
        ? buildChallanPrintModel(c, session.Entity.Settings.Common.PrOptions ?? {}, session.Entity.HasLogo === true)
        : undefined,
    [c, session.Entity],
  );
  if (result.isPending) return <Loader />;
  if (result.isError || !c) return <Alert variation="error">{toClientError(result.error).message}</Alert>;
  if (panel === 'edit') return <ChallanForm draft={c} onDone={() => setPanel('none')} />;

  const who = { access: session.Access, config: session.Entity.Config, user: session.User };
  const mayChange = isPermitted(DC_UPDATE, who);
  // Goods on approval the customer kept: the challan's change and an invoice's creation (docs/sales-invoices.md §3).
  const mayInvoice =
    mayChange && isPermitted(INVOICE_CREATE, who) && c.Purpose === 'Approval' && mayChallan('invoice', c.Sts);
  const invoiced = c.Lines.some((l) => (l.Invoiced ?? 0) > 0);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setProblem(undefined);
    try {
      await work();
      toast.success(done);
      setPanel('none');
    } catch (error) {
      setProblem(toClientError(error).message);
    }
  };
  const cancellable = mayChallan('cancel', c.Sts) && (c.Returns ?? []).length === 0;
  const ewayBill = c.Num && c.Sts !== CHALLAN_STATUS.cancelled && rupeesToPaise(c.Total) > EWAY_BILL_LIMIT;
  const taxed = c.CGST + c.SGST + c.IGST > 0;

  return (
    <div className="kk-screen kk-challan">
      <Flex gap="small" wrap="wrap" alignItems="center">
        <Text as="h2" fontSize="large" fontWeight="bold">{`Delivery challan ${c.Num ?? '(draft)'}`}</Text>
        <span className="kk-status-badge">{c.Sts}</span>
      </Flex>
      {problem ? <Alert variation="error">{problem}</Alert> : null}
      <dl className="kk-challan__facts">
        <dt>Date</dt>
        <dd>{formatDate(c.Date, session.User.TZ)}</dd>
        <dt>Purpose</dt>
        <dd>{c.Purpose === 'Other' && c.PurposeNote ? c.PurposeNote : CHALLAN_PURPOSES[c.Purpose]}</dd>
        <dt>Consignee</dt>
        <dd>
          {c.To.Name}
          {where(c) ? <div>{where(c)}</div> : null}
          {c.To.GSTIN ? <div>{`GSTIN ${c.To.GSTIN}`}</div> : null}
        </dd>
        <dt>From</dt>
        <dd>{c.WhName ?? c.WhId}</dd>
        {c.VehicleNo ? (
          <>
            <dt>Vehicle</dt>
            <dd>{c.VehicleNo}</dd>
          </>
        ) : null}
      </dl>
      <div className="kk-challan__lines" role="region" aria-label="Goods" tabIndex={0}>
        <table>
          <caption className="kk-visually-hidden">Goods on the challan</caption>
          <thead>
            <tr>
              <th>Part</th>
              <th className="kk-amount">Qty</th>
              <th className="kk-amount">Value of one</th>
              <th className="kk-amount">Taxable</th>
              {taxed ? <th className="kk-amount">GST</th> : null}
              <th className="kk-amount">Back</th>
              {invoiced ? <th className="kk-amount">Invoiced</th> : null}
              <th className="kk-amount">Out</th>
            </tr>
          </thead>
          <tbody>
            {c.Lines.map((l) => (
              <tr key={l._id}>
                <td>
                  {l.Desc}
                  <div className="kk-challan__detail">
                    {[l.PCode, l.HSN && `HSN ${l.HSN}`].filter(Boolean).join(' · ')}
                  </div>
                </td>
                <td className="kk-amount">{`${l.Qty}${l.UoM ? ` ${l.UoM}` : ''}`}</td>
                <td className="kk-amount">{formatMoney(l.Rate)}</td>
                <td className="kk-amount">{formatMoney(l.Taxable)}</td>
                {taxed ? (
                  <td className="kk-amount">{`${formatMoney(l.CGST + l.SGST + l.IGST)} (${l.TaxPct}%)`}</td>
                ) : null}
                <td className="kk-amount">{l.Returned}</td>
                {invoiced ? <td className="kk-amount">{l.Invoiced ?? 0}</td> : null}
                <td className="kk-amount">{l.Out}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="kk-challan__totals">
        <dt>Taxable value</dt>
        <dd>{formatMoney(c.Taxable)}</dd>
        {c.IGST ? (
          <>
            <dt>IGST</dt>
            <dd>{formatMoney(c.IGST)}</dd>
          </>
        ) : null}
        {c.CGST ? (
          <>
            <dt>CGST + SGST</dt>
            <dd>{`${formatMoney(c.CGST)} + ${formatMoney(c.SGST)}`}</dd>
          </>
        ) : null}
        <dt>Total value</dt>
        <dd>
          <strong>{formatMoney(c.Total)}</strong>
        </dd>
        {c.Cost ? (
          <>
            <dt>Out at cost</dt>
            <dd>{formatMoney(c.OutValue)}</dd>
          </>
        ) : null}
      </dl>
      {c.Invoices?.length ? (
        <ul className="kk-challan__invoices" aria-label="Invoices of kept goods">
          {c.Invoices.map((x) => (
            <li key={x.InvId}>
              <Link to={CHALLAN_PATHS.invoice(x.InvId)}>{x.InvNum}</Link>
              {` · ${formatDate(x.Date, session.User.TZ)} · ${formatMoney(x.Total)}`}
            </li>
          ))}
        </ul>
      ) : null}
      {c.CancelReason ? <Alert variation="warning">{`Cancelled: ${c.CancelReason}`}</Alert> : null}
      <Flex gap="small" wrap="wrap">
        {mayChange && c.Sts === CHALLAN_STATUS.draft ? (
          <>
            <Button size="small" onClick={() => setPanel('edit')}>
              Edit
            </Button>
            <Button
              size="small"
              variation="primary"
              isLoading={issue.isPending}
              onClick={() => void run(() => issue.mutateAsync(c.ver), 'Delivery challan issued: the goods are out.')}
            >
              Issue
            </Button>
          </>
        ) : null}
        {mayChange && mayChallan('return', c.Sts) ? (
          <Button size="small" onClick={() => setPanel('return')}>
            Goods back
          </Button>
        ) : null}
        {mayInvoice ? (
          <Button size="small" onClick={() => setPanel('invoice')}>
            Convert to invoice
          </Button>
        ) : null}
        {mayChange && cancellable ? (
          <Button size="small" onClick={() => setPanel('cancel')}>
            Cancel challan
          </Button>
        ) : null}
        {ewayBill ? (
          <Button size="small" onClick={() => setPanel('eway')}>
            E-way bill
          </Button>
        ) : null}
        <Button size="small" onClick={() => setPanel('print')}>
          Print
        </Button>
      </Flex>
      {panel === 'return' ? <ChallanReturn challan={c} onDone={() => setPanel('none')} /> : null}
      {panel === 'invoice' ? <ChallanInvoiceDialog challan={c} onClose={() => setPanel('none')} /> : null}
      {panel === 'cancel' ? (
        <form
          aria-label="Cancel challan"
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => cancel.mutateAsync({ Reason: reason.trim(), ver: c.ver }), 'Delivery challan cancelled.');
          }}
        >
          <Flex gap="small" alignItems="flex-end" wrap="wrap">
            <TextField label="Reason" size="small" value={reason} onChange={(e) => setReason(e.target.value)} />
            <Button size="small" type="submit" variation="destructive" isLoading={cancel.isPending}>
              Cancel challan
            </Button>
          </Flex>
        </form>
      ) : null}
      <EwayBillDialog
        of={{ kind: 'Challan', id: c._id, docNo: c.Num ?? '' }}
        open={panel === 'eway'}
        onClose={() => setPanel('none')}
      />
      {panel === 'print' && model ? (
        <Suspense fallback={<Loader />}>
          <PrintView model={model} logoUrl={logoUrl} timeZone={session.User.TZ} onClose={() => setPanel('none')} />
        </Suspense>
      ) : null}
    </div>
  );
}
