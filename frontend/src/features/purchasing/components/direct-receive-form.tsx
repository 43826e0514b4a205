import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { PoStepMessages, PoStepTexts } from '@shared/purchasing/po-step-messages';
import type { DirectReceiveBody } from '@shared/purchasing/po-step-schemas';
import { MAX_DIRECT_RECEIVE_LINES } from '@shared/purchasing/purchase-schemas';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Form, FormTextAreaField, FormTextField } from '../../../components/form';
import { toast } from '../../../components/toast/toast-store';
import { useStartIn, useStartingWarehouse } from '../../../lib/warehouses';
import { useCreateDirectReceive } from '../api/po-step-calls';
import { ItemField, numberOf, showRefusal, VendorField, WarehouseField } from './purchase-fields';
import { PURCHASE_PATHS } from './purchase-paths';

type LineValues = {
  ItemId: string;
  Item: string;
  Qty: string;
  Rate: string;
  Batch: string;
  Exp: string;
  Serials: string;
};
type DirectValues = {
  VendId: string;
  Vendor: string;
  WhId: string;
  VendRef: string;
  Notes: string;
  Lines: LineValues[];
};

const emptyLine = (): LineValues => ({ ItemId: '', Item: '', Qty: '', Rate: '', Batch: '', Exp: '', Serials: '' });

/**
 * PurchaseOrder/PurchaseReceive/New with no order (docs/purchasing.md §20): the
 * vendor, the warehouse, the vendor's challan, and lines of item, quantity and
 * rate (₹, before GST), with the batch and expiry or serials of a tracked item.
 * The server prices the lines as an order's and refuses on the field.
 */
export function DirectReceiveForm() {
  const navigate = useNavigate();
  const form = useForm<DirectValues>({
    defaultValues: { VendId: '', Vendor: '', WhId: '', VendRef: '', Notes: '', Lines: [emptyLine()] },
  });
  useStartIn(form, 'WhId', useStartingWarehouse('main'));
  const lines = useFieldArray({ control: form.control, name: 'Lines' });
  const create = useCreateDirectReceive();
  const [problem, setProblem] = useState<string | undefined>();
  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    const body: DirectReceiveBody = {
      VendId: values.VendId,
      WhId: values.WhId,
      ...(values.VendRef.trim() ? { VendRef: values.VendRef.trim() } : {}),
      ...(values.Notes.trim() ? { Notes: values.Notes.trim() } : {}),
      Lines: values.Lines.map((l) => ({
        ItemId: l.ItemId,
        Qty: numberOf(l.Qty),
        Rate: numberOf(l.Rate),
        ...(l.Batch.trim() ? { Batch: l.Batch.trim() } : {}),
        ...(l.Exp ? { Exp: l.Exp } : {}),
        ...(l.Serials.trim() ? { Serials: l.Serials.split(/[\s,]+/).filter(Boolean) } : {}),
      })),
    };
    try {
      const saved = await create.mutateAsync(body);
      toast.success(PoStepMessages.directReceived(saved.Num));
      void navigate(PURCHASE_PATHS.receives);
    } catch (error) {
      showRefusal(form, error, setProblem);
    }
  });
  return (
    <Form form={form} onSubmit={(e) => void submit(e)} aria-label={PoStepTexts.receiveWithoutOrder}>
      <Flex direction="column" gap="small">
        {problem ? <Alert variation="error">{problem}</Alert> : null}
        <VendorField />
        <WarehouseField />
        <FormTextField<DirectValues> name="VendRef" label="Vendor's challan or invoice number" maxLength={40} />
        {lines.fields.map((field, index) => (
          <fieldset key={field.id} className="kk-adjustment-line" aria-label={`Line ${index + 1}`}>
            <ItemField index={index} />
            <FormTextField<DirectValues> name={`Lines.${index}.Qty`} label="Quantity" inputMode="decimal" />
            <FormTextField<DirectValues>
              name={`Lines.${index}.Rate`}
              label="Rate (₹, before GST)"
              inputMode="decimal"
            />
            <FormTextField<DirectValues> name={`Lines.${index}.Batch`} label="Batch (tracked items)" />
            <FormTextField<DirectValues> name={`Lines.${index}.Exp`} label="Expiry" type="date" />
            <FormTextField<DirectValues> name={`Lines.${index}.Serials`} label="Serials (tracked items)" />
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
            isDisabled={lines.fields.length >= MAX_DIRECT_RECEIVE_LINES}
            onClick={() => lines.append(emptyLine())}
          >
            Add line
          </Button>
        </Flex>
        <FormTextAreaField<DirectValues> name="Notes" label="Notes" rows={2} maxLength={500} />
        <Flex justifyContent="flex-end" gap="small" wrap="wrap">
          <Button onClick={() => void navigate(PURCHASE_PATHS.receives)}>Back</Button>
          <Button type="submit" variation="primary" isLoading={create.isPending}>
            Receive
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
