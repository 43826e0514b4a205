import { Alert, Button, Flex, Loader, Text, TextField } from '@aws-amplify/ui-react';
import { hasAccessFlag } from '@shared/access/module-access';
import { isPermitted } from '@shared/access/access-model';
import { inModule, resource } from '@shared/access/permission';
import { maySalesEstimate, maySalesOrder } from '@shared/sales-orders/so-statuses';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuditRecords } from '../../../components/audit-log/audit-records';
import { toast } from '../../../components/toast/toast-store';
import { toClientError } from '../../../lib/api-error';
import { formatDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useSalesDoc, useSalesDocAudit, useSalesDocStep, type SalesKind } from '../api/sales-doc-calls';
import { FulfilmentPanel } from '../../../components/fulfilment/fulfilment-panel';
import { ReturnGoods } from '../../../components/so-returns/return-goods';
import { SalesDocForm } from './sales-doc-form';
import { SalesDocLines, SalesDocTotals } from './sales-doc-lines';
import { SalesDocPrint } from './sales-doc-print';
import { ConnectXDocStatus } from '../../../components/connectx/connectx-doc-status';
import { NOUN, SALES_PATHS } from './sales-paths';
import './sales-orders.css';

type Panel = 'none' | 'edit' | 'cancel' | 'end' | 'audit';

const RESOURCE = { SalesOrder: 'SO', SalesEstimate: 'Est' } as const;
const FLAGS = {
  SalesOrder: { approve: 'ApprSO', editApproved: 'EdApprSO' },
  SalesEstimate: { approve: 'ApprEst', editApproved: 'EdApprEst' },
} as const;

/**
 * SalesOrder/SO/:Id and SalesOrder/Estimate/:Id (docs/sales-orders.md §7): the
 * saved document with its customer, lines (available quantities while open),
 * totals and links; the actions its status and the user's rights allow: Edit,
 * Approve (ApprSO / ApprEst), Convert to sales order, Cancel, Close (an order) or
 * Decline (an estimate), and the audit log; an approved order's fulfilment below.
 */
export function SalesDocView({ kind, id }: { kind: SalesKind; id: string }) {
  const session = useSession();
  const navigate = useNavigate();
  const result = useSalesDoc(kind, id);
  const step = useSalesDocStep(kind, id);
  const [panel, setPanel] = useState<Panel>('none');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const audit = useSalesDocAudit(kind, id, panel === 'audit');
  const d = result.data;
  if (result.isPending) return <Loader />;
  if (result.isError || !d) return <Alert variation="error">{toClientError(result.error).message}</Alert>;
  if (panel === 'edit') return <SalesDocForm kind={kind} saved={d} onDone={() => setPanel('none')} />;

  const who = { access: session.Access, config: session.Entity.Config, user: session.User };
  const may = (right: 'C' | 'U', res: 'SO' | 'Est' = RESOURCE[kind]) =>
    isPermitted(inModule('Sales', resource('Sales', res, right)), who);
  const flag = (name: 'ApprSO' | 'EdApprSO' | 'ApprEst' | 'EdApprEst') => hasAccessFlag(who, 'Sales', name);
  const moves = (s: 'save' | 'approve' | 'cancel' | 'end' | 'convert'): boolean =>
    kind === 'SalesOrder'
      ? s !== 'convert' && maySalesOrder(s === 'end' ? 'close' : s, d.Sts)
      : maySalesEstimate(s === 'end' ? 'decline' : s, d.Sts);
  const mayEdit = may('U') && moves('save') && (d.Sts !== 'Approved' || flag(FLAGS[kind].editApproved));
  const mayApprove = may('U') && moves('approve') && flag(FLAGS[kind].approve);
  const mayConvert = kind === 'SalesEstimate' && may('U') && may('C', 'SO') && moves('convert') && !d.SONum;
  const endLabel = kind === 'SalesOrder' ? 'Close order' : 'Decline';
  const run = async (work: () => Promise<{ _id: string; Num: string }>, done: string, open = false) => {
    setProblem(undefined);
    try {
      const answer = await work();
      toast.success(done.replace('{Num}', answer.Num));
      setPanel('none');
      setReason('');
      if (open) void navigate(SALES_PATHS.SalesOrder.one(answer._id));
    } catch (error) {
      setProblem(toClientError(error).message);
    }
  };

  return (
    <div className="kk-screen kk-sales-doc">
      <Flex gap="small" wrap="wrap" alignItems="center">
        <Text as="h2" fontSize="large" fontWeight="bold">{`${NOUN[kind]} ${d.Num}`}</Text>
        <span className="kk-status-badge">{d.Sts}</span>
      </Flex>
      {problem ? <Alert variation="error">{problem}</Alert> : null}
      <dl className="kk-sales-doc__facts">
        <dt>Date</dt>
        <dd>{formatDate(d.CrDate, session.User.TZ)}</dd>
        <dt>Customer</dt>
        <dd>
          {d.CustName}
          {d.GSTIN ? <div>{`GSTIN ${d.GSTIN}`}</div> : null}
        </dd>
        <dt>Supply</dt>
        <dd>{`${d.IntraState ? 'Within the state' : 'To another state'} (place of supply ${d.POS})`}</dd>
        {d.ExpDate ? (
          <>
            <dt>{kind === 'SalesOrder' ? 'Expected delivery' : 'Valid until'}</dt>
            <dd>{formatDate(d.ExpDate, session.User.TZ)}</dd>
          </>
        ) : null}
        {d.RefNo ? (
          <>
            <dt>Customer’s reference</dt>
            <dd>{d.RefNo}</dd>
          </>
        ) : null}
        {d.EstId && d.EstNum ? (
          <>
            <dt>From estimate</dt>
            <dd>
              <Link to={SALES_PATHS.SalesEstimate.one(d.EstId)}>{d.EstNum}</Link>
            </dd>
          </>
        ) : null}
        {d.SOId && d.SONum ? (
          <>
            <dt>Sales order</dt>
            <dd>
              <Link to={SALES_PATHS.SalesOrder.one(d.SOId)}>{d.SONum}</Link>
            </dd>
          </>
        ) : null}
        {d.Origin ? (
          <>
            <dt>Connected order</dt>
            <dd>
              {`Purchase order ${d.Origin.PoNo}`}
              <ConnectXDocStatus of="SalesOrder" id={d._id} />
            </dd>
          </>
        ) : null}
      </dl>
      <SalesDocLines doc={d} />
      <SalesDocTotals doc={d} />
      {d.Notes ? <Text>{d.Notes}</Text> : null}
      {d.Reason ? <Alert variation="warning">{`${d.Sts}: ${d.Reason}`}</Alert> : null}
      <Flex gap="small" wrap="wrap" role="toolbar" aria-label={`${NOUN[kind]} actions`}>
        <SalesDocPrint kind={kind} doc={d} />
        {mayEdit ? (
          <Button size="small" onClick={() => setPanel('edit')}>
            Edit
          </Button>
        ) : null}
        {mayApprove ? (
          <Button
            size="small"
            variation="primary"
            isLoading={step.isPending}
            onClick={() => void run(() => step.mutateAsync({ name: 'approve', ver: d.ver }), `${NOUN[kind]} approved.`)}
          >
            Approve
          </Button>
        ) : null}
        {mayConvert ? (
          <Button
            size="small"
            variation="primary"
            isLoading={step.isPending}
            onClick={() =>
              void run(() => step.mutateAsync({ name: 'convert', ver: d.ver }), 'Sales order {Num} made.', true)
            }
          >
            Convert to sales order
          </Button>
        ) : null}
        {may('U') && moves('end') ? (
          <Button size="small" onClick={() => setPanel('end')}>
            {endLabel}
          </Button>
        ) : null}
        {may('U') && moves('cancel') ? (
          <Button size="small" onClick={() => setPanel('cancel')}>
            {`Cancel ${NOUN[kind].toLowerCase()}`}
          </Button>
        ) : null}
        <Button size="small" onClick={() => setPanel(panel === 'audit' ? 'none' : 'audit')}>
          Audit log
        </Button>
      </Flex>
      {panel === 'cancel' || panel === 'end' ? (
        <form
          aria-label={panel === 'cancel' ? `Cancel ${NOUN[kind].toLowerCase()}` : endLabel}
          onSubmit={(e) => {
            e.preventDefault();
            const name = panel === 'cancel' ? 'cancel' : 'end';
            void run(() => step.mutateAsync({ name, ver: d.ver, Reason: reason.trim() }), `${NOUN[kind]} updated.`);
          }}
        >
          <Flex gap="small" alignItems="flex-end" wrap="wrap">
            <TextField label="Reason" size="small" value={reason} onChange={(e) => setReason(e.target.value)} />
            <Button size="small" type="submit" variation="destructive" isLoading={step.isPending}>
              {panel === 'cancel' ? `Cancel ${NOUN[kind].toLowerCase()}` : endLabel}
            </Button>
          </Flex>
        </form>
      ) : null}
      {panel === 'audit' ? <AuditRecords log={audit} timeZone={session.User.TZ} /> : null}
      {/* Packing, shipping, delivery and invoicing (docs/sales-fulfilment.md §8): the panel decides by status and rights. */}
      {kind === 'SalesOrder' && d.Sts !== 'Draft' && d.Sts !== 'New' ? <FulfilmentPanel soId={id} /> : null}
      {kind === 'SalesOrder' && d.Sts !== 'Draft' && d.Sts !== 'New' ? <ReturnGoods soId={id} /> : null}
    </div>
  );
}
