import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { TransferMessages } from '@shared/inventory/transfer-messages';
import type { TransferAnswer, TransferCreateBody } from '@shared/inventory/transfer-schemas';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Form, FormSelectField, FormTextAreaField, FormTextField } from '../../../components/form';
import { toast } from '../../../components/toast/toast-store';
import { useSession } from '../../../lib/session';
import { useCreateTransfer, useTransferDestinations, useUpdateTransfer } from '../api/transfer-calls';
import { AddLineButton, RemoveLineButton, showRefusal, StockItemField } from './stock-line-fields';
import { EMPTY_UNIT, StockUnitField, unitBody, type LineUnitValues } from './stock-unit-field';
import { EMPTY_TRACKING, LineTrackingFields, trackingBody, type TrackingValues } from './tracking-fields';
import { TRANSFER_PATHS } from './transfer-paths';
import { useStartIn, useStartingWarehouse, useWarehouses } from '../../../lib/warehouses';

type LineValues = { ItemId: string; Item: string; Qty: string } & LineUnitValues & TrackingValues;
type TransferValues = { FromWhId: string; ToEntId: string; ToWhId: string; Notes: string; Lines: LineValues[] };

const emptyLine = (): LineValues => ({ ItemId: '', Item: '', Qty: '', ...EMPTY_UNIT, ...EMPTY_TRACKING });
/** A draft's line as the form edits it (in the item's own unit); one batch picked shows in Batch. */
const lineOf = (l: TransferAnswer['Lines'][number]): LineValues => ({
  ItemId: l.ItemId,
  Item: [l.PCode, l.Desc].filter(Boolean).join(' · '),
  Qty: String(l.Qty),
  ...EMPTY_UNIT,
  ...EMPTY_TRACKING,
  Batch: l.Batches?.length === 1 ? (l.Batches[0]?.Batch ?? '') : '',
  Serials: l.Serials?.join(', ') ?? '',
});
/** Several batches picked on a draft (by the call) stay as picked while the line names no batch of its own. */
const keptBatches = (draft: TransferAnswer | undefined, l: LineValues, i: number) => {
  const had = draft?.Lines[i];
  if (l.Batch.trim() || had?.ItemId !== l.ItemId || (had.Batches?.length ?? 0) < 2) return {};
  return { Batches: had.Batches?.map((b) => ({ Batch: b.Batch, Qty: b.Qty })) };
};
/** Text to the body's number; what is not a number goes as it is, so the server names the field. */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * transferorder/transferorder/New (docs/inventory-transfers.md §8): from a
 * warehouse of this branch to a warehouse of this or another branch, lines of
 * item and quantity, and for a tracked item its batch (empty: earliest expiry
 * first) or serial numbers. Dispatch sends the stock on its way at once; Save
 * draft keeps it to dispatch later. Given a `draft`, the same form changes it
 * (at its `ver`) and `onDone` returns to it. A refusal shows on its line.
 */
export function TransferForm({ draft, onDone }: { draft?: TransferAnswer; onDone?: () => void } = {}) {
  const navigate = useNavigate();
  const here = useSession().Entity.EntId;
  const warehouses = useWarehouses();
  const destinations = useTransferDestinations();
  const own = (warehouses.data ?? []).filter((w) => w.Active);
  const form = useForm<TransferValues>({
    defaultValues: draft
      ? {
          FromWhId: draft.FromWhId,
          ToEntId: draft.ToEntId,
          ToWhId: draft.ToWhId,
          Notes: draft.Notes ?? '',
          Lines: draft.Lines.map(lineOf),
        }
      : { FromWhId: '', ToEntId: here, ToWhId: '', Notes: '', Lines: [emptyLine()] },
  });
  // A new transfer leaves from the branch's main store (MainWId) unless another is chosen.
  useStartIn(form, 'FromWhId', useStartingWarehouse('main'));
  const lines = useFieldArray({ control: form.control, name: 'Lines' });
  const toEnt = useWatch({ control: form.control, name: 'ToEntId' });
  const branch = destinations.data?.find((d) => d.EntId === toEnt);
  const save = useCreateTransfer();
  const change = useUpdateTransfer(draft?._id ?? '');
  const [problem, setProblem] = useState<string | undefined>();

  const submit = (Dispatch: boolean) =>
    form.handleSubmit(async (values) => {
      setProblem(undefined);
      const body: TransferCreateBody = {
        FromWhId: values.FromWhId,
        ToEntId: values.ToEntId,
        ToWhId: values.ToWhId,
        ...(values.Notes.trim() ? { Notes: values.Notes.trim() } : {}),
        Lines: values.Lines.map((l, i) => ({
          ItemId: l.ItemId,
          Qty: numberOf(l.Qty),
          ...unitBody(l),
          ...trackingBody({ ...l, Exp: '' }),
          ...keptBatches(draft, l, i),
        })),
        Dispatch,
      };
      try {
        if (draft) {
          const { Dispatch: _never, ...changed } = body;
          const saved = await change.mutateAsync({ ...changed, Notes: values.Notes.trim(), ver: draft.ver });
          toast.success(TransferMessages.saved(saved.Num));
          onDone?.();
          return;
        }
        const saved = await save.mutateAsync(body);
        toast.success(Dispatch ? TransferMessages.dispatched(saved.Num) : `Transfer ${saved.Num} saved as a draft.`);
        void navigate(TRANSFER_PATHS.transfer(saved._id));
      } catch (error) {
        showRefusal(form, error, setProblem);
      }
    });

  return (
    <div className="kk-screen">
      <Form
        form={form}
        onSubmit={(e) => void submit(true)(e)}
        aria-label={draft ? `Edit transfer ${draft.Num}` : 'New transfer'}
      >
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
              <LineTrackingFields<TransferValues> index={index} out />
              <RemoveLineButton index={index} count={lines.fields.length} onRemove={() => lines.remove(index)} />
            </fieldset>
          ))}
          <Flex gap="small" wrap="wrap">
            <AddLineButton count={lines.fields.length} onAdd={() => lines.append(emptyLine())} />
          </Flex>
          <FormTextAreaField<TransferValues> name="Notes" label="Notes" rows={2} maxLength={500} />
          <Flex justifyContent="flex-end" gap="small" wrap="wrap">
            <Button onClick={() => (onDone ? onDone() : void navigate(TRANSFER_PATHS.transfers))}>Cancel</Button>
            {draft ? null : (
              <Button onClick={() => void submit(false)()} isDisabled={save.isPending}>
                Save draft
              </Button>
            )}
            <Button type="submit" variation="primary" isLoading={save.isPending || change.isPending}>
              {draft ? 'Save changes' : 'Dispatch'}
            </Button>
          </Flex>
        </Flex>
      </Form>
    </div>
  );
}
