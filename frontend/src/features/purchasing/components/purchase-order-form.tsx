import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import type { PurchaseOrderAnswer, PurchaseOrderCreateBody } from '@shared/purchasing/purchase-schemas';
import { MAX_PO_LINES } from '@shared/purchasing/purchase-schemas';
import { PurchaseMessages } from '@shared/purchasing/purchase-messages';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Form, FormTextAreaField, FormTextField } from '../../../components/form';
import { toast } from '../../../components/toast/toast-store';
import { useCreatePurchaseOrder, useSavePurchaseOrder } from '../api/purchase-calls';
import { ItemField, numberOf, showRefusal, VendorField, WarehouseField } from './purchase-fields';
import { PURCHASE_PATHS } from './purchase-paths';
import { useStartIn, useStartingWarehouse } from '../../../lib/warehouses';

type LineValues = { ItemId: string; Item: string; Qty: string; Rate: string };
type OrderValues = {
  VendId: string;
  Vendor: string;
  WhId: string;
  ExpDate: string;
  Notes: string;
  Lines: LineValues[];
};

const emptyLine = (): LineValues => ({ ItemId: '', Item: '', Qty: '', Rate: '' });

const valuesOf = (order: PurchaseOrderAnswer | undefined): OrderValues =>
  order
    ? {
        VendId: order.VendId,
        Vendor: order.VendName,
        WhId: order.WhId,
        ExpDate: order.ExpDate ?? '',
        Notes: order.Notes ?? '',
        Lines: order.Lines.map((l) => ({
          ItemId: l.ItemId,
          Item: `${l.PCode ?? l.ItemId} · ${l.Desc}`,
          Qty: String(l.Qty),
          Rate: String(l.Rate),
        })),
      }
    : { VendId: '', Vendor: '', WhId: '', ExpDate: '', Notes: '', Lines: [emptyLine()] };

/**
 * PurchaseOrder/PurchaseOrder/New, and a saved draft opened again
 * (docs/purchasing.md): the vendor, the warehouse the parts come into, the
 * expected date, and lines of item, quantity and rate (₹, before GST). The
 * server prices the lines and the GST by the vendor's state; a draft is saved
 * at the `ver` it was opened at, so a change made meanwhile is never overwritten.
 */
export function PurchaseOrderForm({ order }: { order?: PurchaseOrderAnswer | undefined }) {
  const navigate = useNavigate();
  const form = useForm<OrderValues>({ defaultValues: valuesOf(order) });
  // Purchases come into the branch's main store (MainWId) unless another is chosen.
  useStartIn(form, 'WhId', useStartingWarehouse('main'));
  const lines = useFieldArray({ control: form.control, name: 'Lines' });
  const create = useCreatePurchaseOrder();
  const save = useSavePurchaseOrder(order?._id ?? '');
  const [problem, setProblem] = useState<string | undefined>();
  const pending = create.isPending || save.isPending;

  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    const body: PurchaseOrderCreateBody = {
      VendId: values.VendId,
      WhId: values.WhId,
      ...(values.ExpDate ? { ExpDate: values.ExpDate } : {}),
      ...(values.Notes.trim() ? { Notes: values.Notes.trim() } : {}),
      Lines: values.Lines.map((l) => ({ ItemId: l.ItemId, Qty: numberOf(l.Qty), Rate: numberOf(l.Rate) })),
    };
    try {
      const saved = order
        ? await save.mutateAsync({ ...body, ver: order.ver, ...(values.ExpDate ? {} : { ExpDate: null }) })
        : await create.mutateAsync(body);
      toast.success(PurchaseMessages.created(saved.Num));
      void navigate(PURCHASE_PATHS.order(saved._id), { replace: order !== undefined });
    } catch (error) {
      showRefusal(form, error, setProblem);
    }
  });

  return (
    <Form
      form={form}
      onSubmit={(e) => void submit(e)}
      aria-label={order ? `Purchase order ${order.Num}` : 'New purchase order'}
    >
      <Flex direction="column" gap="small">
        {problem ? <Alert variation="error">{problem}</Alert> : null}
        <VendorField />
        <WarehouseField />
        <FormTextField<OrderValues> name="ExpDate" label="Expected date" type="date" />
        {lines.fields.map((field, index) => (
          <fieldset key={field.id} className="kk-adjustment-line" aria-label={`Line ${index + 1}`}>
            <ItemField index={index} />
            <FormTextField<OrderValues> name={`Lines.${index}.Qty`} label="Quantity" inputMode="decimal" />
            <FormTextField<OrderValues> name={`Lines.${index}.Rate`} label="Rate (₹, before GST)" inputMode="decimal" />
            {lines.fields.length > 1 ? (
              <Button size="small" onClick={() => lines.remove(index)}>
                Remove line {index + 1}
              </Button>
            ) : null}
          </fieldset>
        ))}
        <Flex gap="small" wrap="wrap">
          <Button
            size="small"
            isDisabled={lines.fields.length >= MAX_PO_LINES}
            onClick={() => lines.append(emptyLine())}
          >
            Add line
          </Button>
        </Flex>
        <FormTextAreaField<OrderValues> name="Notes" label="Notes" rows={2} maxLength={500} />
        <Flex justifyContent="flex-end" gap="small" wrap="wrap">
          <Button onClick={() => void navigate(PURCHASE_PATHS.orders)}>Back</Button>
          <Button type="submit" variation="primary" isLoading={pending}>
            Save draft
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
