import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import { MATERIAL_IN_REASONS, MATERIAL_OUT_REASONS } from '@shared/inventory/material-reasons';
import type { MaterialInCreateBody, MaterialOutCreateBody } from '@shared/inventory/transfer-schemas';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Form, FormSelectField, FormTextAreaField, FormTextField } from '../../../components/form';
import { toast } from '../../../components/toast/toast-store';
import { useCreateMaterial, type MaterialKind } from '../api/transfer-calls';
import { MATERIAL_SCREENS } from './material-list';
import { AddLineButton, RemoveLineButton, showRefusal, StockItemField } from './stock-line-fields';
import { EMPTY_UNIT, StockUnitField, unitBody, type LineUnitValues } from './stock-unit-field';
import { EMPTY_TRACKING, LineTrackingFields, trackingBody, type TrackingValues } from './tracking-fields';
import { useStartIn, useStartingWarehouse, useWarehouses } from '../../../lib/warehouses';

/** A tracked item's line also names its batch and expiry, or its serial numbers (docs/inventory-batches.md). */
type LineValues = {
  ItemId: string;
  Item: string;
  WhId: string;
  Qty: string;
  Reason: string;
  UnCost: string;
} & TrackingValues &
  LineUnitValues;
type MaterialValues = { Notes: string; Lines: LineValues[] };

const REASONS = { In: MATERIAL_IN_REASONS, Out: MATERIAL_OUT_REASONS } as const;
const emptyLine = (kind: MaterialKind, WhId = ''): LineValues => ({
  ItemId: '',
  Item: '',
  WhId,
  Qty: '',
  Reason: REASONS[kind][0],
  UnCost: '',
  ...EMPTY_TRACKING,
  ...EMPTY_UNIT,
});
/** Text to the body's number; what is not a number goes as it is, so the server names the field. */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * mi/mi/New and mout/mout/New (docs/inventory-transfers.md §6): stock that comes
 * in (with its unit cost) or goes out (at the average) without a purchase or a
 * sale, line by line with a warehouse and a reason. A refusal shows on its line.
 */
export function MaterialForm({ kind }: { kind: MaterialKind }) {
  const screen = MATERIAL_SCREENS[kind];
  const navigate = useNavigate();
  const warehouses = useWarehouses();
  const active = (warehouses.data ?? []).filter((w) => w.Active);
  const form = useForm<MaterialValues>({ defaultValues: { Notes: '', Lines: [emptyLine(kind)] } });
  // The branch's default warehouse (DefWId) for the first line and every line added.
  const start = useStartingWarehouse('stock');
  useStartIn(form, 'Lines.0.WhId', start);
  const lines = useFieldArray({ control: form.control, name: 'Lines' });
  const save = useCreateMaterial(kind);
  const [problem, setProblem] = useState<string | undefined>();

  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    const body = {
      ...(values.Notes.trim() ? { Notes: values.Notes.trim() } : {}),
      Lines: values.Lines.map((l) => ({
        ItemId: l.ItemId,
        WhId: l.WhId,
        Qty: numberOf(l.Qty),
        ...unitBody(l),
        Reason: l.Reason,
        ...(kind === 'In' && l.UnCost.trim() ? { UnCost: numberOf(l.UnCost) } : {}),
        ...trackingBody(l),
      })),
    } as MaterialInCreateBody | MaterialOutCreateBody;
    try {
      const saved = await save.mutateAsync(body);
      toast.success(`${screen.title} ${saved.Num} saved.`);
      void navigate(screen.open(saved._id));
    } catch (error) {
      showRefusal(form, error, setProblem);
    }
  });

  return (
    <div className="kk-screen">
      <Form form={form} onSubmit={(e) => void submit(e)} aria-label={`New ${screen.title}`}>
        <Flex direction="column" gap="small">
          {problem ? <Alert variation="error">{problem}</Alert> : null}
          {lines.fields.map((field, index) => (
            <fieldset key={field.id} className="kk-adjustment-line" aria-label={`Line ${index + 1}`}>
              <StockItemField index={index} />
              <FormSelectField<MaterialValues>
                name={`Lines.${index}.WhId`}
                label="Warehouse"
                placeholder="Choose a warehouse"
                options={active.map((w) => ({ value: w._id, label: w.Name }))}
              />
              <FormTextField<MaterialValues> name={`Lines.${index}.Qty`} label="Quantity" inputMode="decimal" />
              <StockUnitField<MaterialValues> index={index} />
              <FormSelectField<MaterialValues>
                name={`Lines.${index}.Reason`}
                label="Reason"
                options={REASONS[kind].map((r) => ({ value: r, label: r }))}
              />
              {kind === 'In' ? (
                <FormTextField<MaterialValues> name={`Lines.${index}.UnCost`} label="Unit cost ₹" inputMode="decimal" />
              ) : null}
              <LineTrackingFields<MaterialValues> index={index} out={kind === 'Out'} />
              <RemoveLineButton index={index} count={lines.fields.length} onRemove={() => lines.remove(index)} />
            </fieldset>
          ))}
          <Flex gap="small" wrap="wrap">
            <AddLineButton count={lines.fields.length} onAdd={() => lines.append(emptyLine(kind, start))} />
          </Flex>
          <FormTextAreaField<MaterialValues> name="Notes" label="Notes" rows={2} maxLength={500} />
          <Flex justifyContent="flex-end" gap="small">
            <Button onClick={() => void navigate(screen.list)}>Cancel</Button>
            <Button type="submit" variation="primary" isLoading={save.isPending}>
              {`Save ${screen.title.toLowerCase()}`}
            </Button>
          </Flex>
        </Flex>
      </Form>
    </div>
  );
}
