import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { TransferMessages } from '@shared/inventory/transfer-messages';
import type { TransferCreateBody } from '@shared/inventory/transfer-schemas';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Form, FormSelectField, FormTextAreaField, FormTextField } from '../../../components/form';
import { toast } from '../../../components/toast/toast-store';
import { useSession } from '../../../lib/session';
import { useWarehouses } from '../api/inventory-calls';
import { useCreateTransfer, useTransferDestinations } from '../api/transfer-calls';
import { AddLineButton, RemoveLineButton, showRefusal, StockItemField } from './stock-line-fields';
import { EMPTY_UNIT, StockUnitField, unitBody, type LineUnitValues } from './stock-unit-field';
import { TRANSFER_PATHS } from './transfer-paths';

type LineValues = { ItemId: string; Item: string; Qty: string } & LineUnitValues;
type TransferValues = { FromWhId: string; ToEntId: string; ToWhId: string; Notes: string; Lines: LineValues[] };

const emptyLine = (): LineValues => ({ ItemId: '', Item: '', Qty: '', ...EMPTY_UNIT });
/** Text to the body's number; what is not a number goes as it is, so the server names the field. */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * transferorder/transferorder/New (docs/inventory-transfers.md §8): from a
 * warehouse of this branch to a warehouse of this or another branch, lines of
 * item and quantity. Dispatch sends the stock on its way at once; Save draft
 * keeps it to dispatch later. A refusal ('Insufficient Quantity.') shows on its line.
 */
export function TransferForm() {
  const navigate = useNavigate();
  const here = useSession().Entity.EntId;
  const warehouses = useWarehouses();
  const destinations = useTransferDestinations();
  const own = (warehouses.data ?? []).filter((w) => w.Active);
  const form = useForm<TransferValues>({
    defaultValues: { FromWhId: '', ToEntId: here, ToWhId: '', Notes: '', Lines: [emptyLine()] },
  });
  const lines = useFieldArray({ control: form.control, name: 'Lines' });
  const toEnt = useWatch({ control: form.control, name: 'ToEntId' });
  const branch = destinations.data?.find((d) => d.EntId === toEnt);
  const save = useCreateTransfer();
  const [problem, setProblem] = useState<string | undefined>();

  const submit = (Dispatch: boolean) =>
    form.handleSubmit(async (values) => {
      setProblem(undefined);
      const body: TransferCreateBody = {
        FromWhId: values.FromWhId,
        ToEntId: values.ToEntId,
        ToWhId: values.ToWhId,
        ...(values.Notes.trim() ? { Notes: values.Notes.trim() } : {}),
        Lines: values.Lines.map((l) => ({ ItemId: l.ItemId, Qty: numberOf(l.Qty), ...unitBody(l) })),
        Dispatch,
      };
      try {
        const saved = await save.mutateAsync(body);
        toast.success(Dispatch ? TransferMessages.dispatched(saved.Num) : `Transfer ${saved.Num} saved as a draft.`);
        void navigate(TRANSFER_PATHS.transfer(saved._id));
      } catch (error) {
        showRefusal(form, error, setProblem);
      }
    });

  return (
    <div className="kk-screen">
      <Form form={form} onSubmit={(e) => void submit(true)(e)} aria-label="New transfer">
        <Flex direction="column" gap="small">
          {problem ? <Alert variation="error">{problem}</Alert> : null}
          <FormSelectField<TransferValues>
            name="FromWhId"
            label="From warehouse"
            placeholder="Choose a warehouse"
            options={own.map((w) => ({ value: w._id, label: w.Name }))}
          />
          <FormSelectField<TransferValues>
            name="ToEntId"
            label="To branch"
            options={(destinations.data ?? []).map((d) => ({ value: d.EntId, label: d.DName }))}
            onValueChange={() => form.setValue('ToWhId', '')}
          />
          <FormSelectField<TransferValues>
            name="ToWhId"
            label="To warehouse"
            placeholder="Choose a warehouse"
            options={(branch?.Warehouses ?? []).map((w) => ({ value: w._id, label: w.Name }))}
          />
          {lines.fields.map((field, index) => (
            <fieldset key={field.id} className="kk-adjustment-line" aria-label={`Line ${index + 1}`}>
              <StockItemField index={index} />
              <FormTextField<TransferValues> name={`Lines.${index}.Qty`} label="Quantity" inputMode="decimal" />
              <StockUnitField<TransferValues> index={index} />
              <RemoveLineButton index={index} count={lines.fields.length} onRemove={() => lines.remove(index)} />
            </fieldset>
          ))}
          <Flex gap="small" wrap="wrap">
            <AddLineButton count={lines.fields.length} onAdd={() => lines.append(emptyLine())} />
          </Flex>
          <FormTextAreaField<TransferValues> name="Notes" label="Notes" rows={2} maxLength={500} />
          <Flex justifyContent="flex-end" gap="small" wrap="wrap">
            <Button onClick={() => void navigate(TRANSFER_PATHS.transfers)}>Cancel</Button>
            <Button onClick={() => void submit(false)()} isDisabled={save.isPending}>
              Save draft
            </Button>
            <Button type="submit" variation="primary" isLoading={save.isPending}>
              Dispatch
            </Button>
          </Flex>
        </Flex>
      </Form>
    </div>
  );
}
