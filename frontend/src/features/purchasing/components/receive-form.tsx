import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { formatQuantity } from '@shared/documents/quantity-format';
import type { PurchaseOrderAnswer, PurchaseReceiveCreateBody } from '@shared/purchasing/purchase-schemas';
import { PurchaseMessages } from '@shared/purchasing/purchase-messages';
import { RECEIVE_PART_LINES, ReceivePartMessages } from '@shared/purchasing/receive-parts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { Form, FormTextField } from '../../../components/form';
import { toast } from '../../../components/toast/toast-store';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useCreatePurchaseReceive, usePurchaseOrder, useReceivingProgress } from '../api/purchase-calls';
import { numberOf, showRefusal } from './purchase-fields';
import { PURCHASE_PATHS } from './purchase-paths';

type LineValues = { LineId: string; Qty: string; Batch: string; Exp: string; Serials: string };
type ReceiveValues = { VendRef: string; Lines: LineValues[] };

const leftOf = (l: PurchaseOrderAnswer['Lines'][number]): number =>
  Math.max(0, (l.Qty * 1000 - l.RecQty * 1000) / 1000);

/**
 * PurchaseOrder/PurchaseReceive/New?PoId= (docs/purchasing.md §5): what came in
 * against an order, line by line, each proposed at what is left to receive; a
 * tracked item names its batch and expiry, or its serials. A line left at 0 is
 * not received. The server refuses more than what is left ('Only … is left').
 */
function ReceiveLines({ order }: { order: PurchaseOrderAnswer }) {
  const navigate = useNavigate();
  const form = useForm<ReceiveValues>({
    defaultValues: {
      VendRef: '',
      Lines: order.Lines.map((l) => ({ LineId: l._id, Qty: String(leftOf(l)), Batch: '', Exp: '', Serials: '' })),
    },
  });
  const create = useCreatePurchaseReceive();
  const [key] = useState(newIdempotencyKey);
  const [problem, setProblem] = useState<string | undefined>();
  const [sending, setSending] = useState(0);
  const progress = useReceivingProgress(order._id, create.isPending && sending > RECEIVE_PART_LINES);
  // A line's batch, expiry and serials fields only once asked for: a 100-line order stays one field a line.
  const [tracked, setTracked] = useState<ReadonlySet<string>>(
    () => new Set(order.Lines.length <= 10 ? order.Lines.map((l) => l._id) : []),
  );
  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    const lines = values.Lines.filter((l) => l.Qty.trim() !== '' && Number(l.Qty) !== 0);
    const body: PurchaseReceiveCreateBody = {
      PoId: order._id,
      ...(values.VendRef.trim() ? { VendRef: values.VendRef.trim() } : {}),
      Lines: lines.map((l) => ({
        LineId: l.LineId,
        Qty: numberOf(l.Qty),
        ...(l.Batch.trim() ? { Batch: l.Batch.trim() } : {}),
        ...(l.Exp ? { Exp: l.Exp } : {}),
        ...(l.Serials.trim() ? { Serials: l.Serials.split(/[\s,]+/).filter(Boolean) } : {}),
      })),
    };
    try {
      setSending(body.Lines.length);
      const saved = await create.mutateAsync({ key, body });
      toast.success(PurchaseMessages.receivedIn(saved.Num));
      void navigate(PURCHASE_PATHS.order(order._id));
    } catch (error) {
      showRefusal(form, error, setProblem);
    }
  });
  return (
    <Form form={form} onSubmit={(e) => void submit(e)} aria-label={`Receive against ${order.Num}`}>
      <Flex direction="column" gap="small">
        {problem ? <Alert variation="error">{problem}</Alert> : null}
        <p className="kk-record-card__muted">{`${order.Num} · ${order.VendName}${order.WhName ? ` · into ${order.WhName}` : ''}`}</p>
        <FormTextField<ReceiveValues> name="VendRef" label="Vendor's challan or invoice number" maxLength={40} />
        {order.Lines.map((l, index) => (
          <fieldset key={l._id} className="kk-adjustment-line" aria-label={l.Desc}>
            <legend>{`${l.Desc} · ordered ${formatQuantity(l.Qty)}, received ${formatQuantity(l.RecQty)}`}</legend>
            <FormTextField<ReceiveValues>
              name={`Lines.${index}.Qty`}
              label={`Quantity of ${l.Desc}`}
              inputMode="decimal"
            />
            {tracked.has(l._id) ? (
              <>
                <FormTextField<ReceiveValues> name={`Lines.${index}.Batch`} label="Batch (tracked items)" />
                <FormTextField<ReceiveValues> name={`Lines.${index}.Exp`} label="Expiry" type="date" />
                <FormTextField<ReceiveValues> name={`Lines.${index}.Serials`} label="Serials (tracked items)" />
              </>
            ) : (
              <Button
                size="small"
                variation="link"
                aria-label={`Batch or serials of ${l.Desc}`}
                onClick={() => setTracked((open) => new Set(open).add(l._id))}
              >
                Batch or serials
              </Button>
            )}
          </fieldset>
        ))}
        {create.isPending && sending > 0 ? (
          <p role="status" className="kk-record-card__muted">
            {progress.data
              ? ReceivePartMessages.partProgress(progress.data.done, progress.data.parts)
              : ReceivePartMessages.progress(sending)}
          </p>
        ) : null}
        <Flex justifyContent="flex-end" gap="small" wrap="wrap">
          <Button onClick={() => void navigate(PURCHASE_PATHS.order(order._id))}>Back</Button>
          <Button type="submit" variation="primary" isLoading={create.isPending}>
            Receive
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}

export function ReceiveForm() {
  const [params] = useSearchParams();
  const poId = params.get('PoId') ?? undefined;
  const order = usePurchaseOrder(poId);
  if (!poId) return <p className="kk-screen">Open a sent purchase order and choose Receive.</p>;
  if (order.isPending) return <p>Loading…</p>;
  if (order.isError) return <Alert variation="error">{PurchaseMessages.notFound}</Alert>;
  return (
    <div className="kk-screen">
      <ReceiveLines order={order.data} />
    </div>
  );
}
