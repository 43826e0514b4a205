import { Alert, Button, Flex } from '@aws-amplify/ui-react';
import type { AdjustmentCreateBody } from '@shared/inventory/call-schemas';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Form, FormSelectField, FormTextAreaField, FormTextField } from '../../../components/form';
import { toast } from '../../../components/toast/toast-store';
import { todayIn } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { settingsListQueryOptions } from '../../../lib/settings-list-query';
import { useCreateAdjustment } from '../api/inventory-calls';
import { INVENTORY_PATHS } from './inventory-paths';
import { AddLineButton, RemoveLineButton, showRefusal, StockItemField } from './stock-line-fields';
import { EMPTY_UNIT, StockUnitField, unitBody, type LineUnitValues } from './stock-unit-field';
import { EMPTY_TRACKING, LineTrackingFields, trackingBody, type TrackingValues } from './tracking-fields';
import { useStartIn, useStartingWarehouse, useWarehouses } from '../../../lib/warehouses';

/** A line as typed: numbers stay text until the save, so a half-typed '1.' is never rewritten. */
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
type AdjustmentValues = { Date: string; Notes: string; Lines: LineValues[] };

const emptyLine = (WhId = ''): LineValues => ({
  ItemId: '',
  Item: '',
  WhId,
  Qty: '',
  Reason: 'Stock count',
  UnCost: '',
  ...EMPTY_TRACKING,
  ...EMPTY_UNIT,
});
/** Text to the body's number; what is not a number goes as it is, so the server names the field. */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * items/adjustment/new (docs/inventory.md §5): items found or lost, each in a
 * warehouse with a reason (and, for stock found, its unit cost). Saved in one
 * go; a refusal ('Insufficient Quantity.', a fraction of a whole unit) shows on
 * its line.
 */
export function AdjustmentForm() {
  const navigate = useNavigate();
  const warehouses = useWarehouses();
  const active = (warehouses.data ?? []).filter((w) => w.Active);
  // The branch's active reasons (settings/inventory/reasons); the server checks the line against the same list.
  const reasonList = useQuery(settingsListQueryOptions('Reasons'));
  const reasons = (reasonList.data ?? []).filter((r) => r.Active).map((r) => ({ value: r.Name, label: r.Name }));
  const today = todayIn(useSession().User.TZ);
  const form = useForm<AdjustmentValues>({ defaultValues: { Date: today, Notes: '', Lines: [emptyLine()] } });
  // The branch's default warehouse (DefWId) for the first line and every line added.
  const start = useStartingWarehouse('stock');
  useStartIn(form, 'Lines.0.WhId', start);
  const lines = useFieldArray({ control: form.control, name: 'Lines' });
  const save = useCreateAdjustment();
  const [problem, setProblem] = useState<string | undefined>();

  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    const body: AdjustmentCreateBody = {
      // Today goes without a date; an earlier day is a back-dated adjustment (docs/inventory.md §4a).
      ...(values.Date && values.Date !== today ? { Date: values.Date } : {}),
      ...(values.Notes.trim() ? { Notes: values.Notes.trim() } : {}),
      Lines: values.Lines.map((l) => ({
        ItemId: l.ItemId,
        WhId: l.WhId,
        Qty: numberOf(l.Qty),
        ...unitBody(l),
        Reason: l.Reason,
        ...(l.UnCost.trim() ? { UnCost: numberOf(l.UnCost) } : {}),
        ...trackingBody(l),
      })),
    };
    try {
      const saved = await save.mutateAsync(body);
      toast.success(`Adjustment ${saved.Num} saved.`);
      void navigate(INVENTORY_PATHS.adjustments);
    } catch (error) {
      showRefusal(form, error, setProblem);
    }
  });

  return (
    <div className="kk-screen">
      <Form form={form} onSubmit={(e) => void submit(e)} aria-label="New adjustment">
        <Flex direction="column" gap="small">
          {problem ? <Alert variation="error">{problem}</Alert> : null}
          <FormTextField<AdjustmentValues>
            name="Date"
            label="Date"
            type="date"
            max={today}
            hint="An earlier day values the later movements of its items again."
          />
          {lines.fields.map((field, index) => (
            <fieldset key={field.id} className="kk-adjustment-line" aria-label={`Line ${index + 1}`}>
              <StockItemField index={index} />
              <FormSelectField<AdjustmentValues>
                name={`Lines.${index}.WhId`}
                label="Warehouse"
                placeholder="Choose a warehouse"
                options={active.map((w) => ({ value: w._id, label: w.Name }))}
              />
              <FormTextField<AdjustmentValues>
                name={`Lines.${index}.Qty`}
                label="Quantity (+ found, − lost)"
                inputMode="decimal"
              />
              <StockUnitField<AdjustmentValues> index={index} />
              <FormSelectField<AdjustmentValues> name={`Lines.${index}.Reason`} label="Reason" options={reasons} />
              <FormTextField<AdjustmentValues>
                name={`Lines.${index}.UnCost`}
                label="Unit cost ₹ (stock found)"
                inputMode="decimal"
              />
              <LineTrackingFields<AdjustmentValues> index={index} />
              <RemoveLineButton index={index} count={lines.fields.length} onRemove={() => lines.remove(index)} />
            </fieldset>
          ))}
          <Flex gap="small" wrap="wrap">
            <AddLineButton count={lines.fields.length} onAdd={() => lines.append(emptyLine(start))} />
          </Flex>
          <FormTextAreaField<AdjustmentValues> name="Notes" label="Notes" rows={2} maxLength={500} />
          <Flex justifyContent="flex-end" gap="small">
            <Button onClick={() => void navigate(INVENTORY_PATHS.adjustments)}>Cancel</Button>
            <Button type="submit" variation="primary" isLoading={save.isPending}>
              Save adjustment
            </Button>
          </Flex>
        </Flex>
      </Form>
    </div>
  );
}
