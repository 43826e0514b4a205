import { Alert, Button, Flex, Loader } from '@aws-amplify/ui-react';
import type { ItemAnswer, ItemUpdateBody } from '@shared/inventory/item-schemas';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Form, FormTextField, setServerFieldErrors } from '../../../components/form';
import { notifyError, toast } from '../../../components/toast/toast-store';
import { toClientError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useItemValueList, useUpdateItem } from '../api/item-calls';
import { ItemGroupTrackFields } from './item-fields';
import { ItemValueFields, useItemValueEntries, valuesBody, type ValueFields } from './item-value-fields';
import { useWarehouses } from '../../../lib/warehouses';

/** Numbers stay text until the save, so a half-typed '1.' is never rewritten. */
type Values = ValueFields & {
  SKU: string;
  Grp: string;
  Track: string;
  UnCost: string;
  UoMs: { UoM: string; Per: string }[];
  Reorder: { WhId: string; Name: string; Lvl: string; Qty: string }[];
};

const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * What inventory keeps about an item beyond its part (docs/inventory-items.md):
 * group, tracking, unit cost (cost price), other units (1 BOX = 12 NOS) and a reorder level and quantity
 * per warehouse of this branch. Saved at the item's `ver`; only what the form
 * holds is sent, and a warehouse left blank has no reorder level.
 */
export function ItemSettingsForm({ item }: { item: ItemAnswer }) {
  // The form starts once what it shows has arrived, and then keeps what is typed (no reset under the user).
  const lists = [useWarehouses(), useItemValueList('Attributes'), useItemValueList('CustomFields')];
  if (lists.some((q) => q.isPending)) return <Loader aria-label="Loading the item's settings" />;
  return <ItemSettingsFields item={item} />;
}

function ItemSettingsFields({ item }: { item: ItemAnswer }) {
  const warehouses = useWarehouses();
  const save = useUpdateItem(item.ItemId);
  const [problem, setProblem] = useState<string | undefined>();
  const level = (whId: string) => item.Reorder.find((r) => r.WhId === whId);
  const entries = useItemValueEntries(item);
  const active = (warehouses.data ?? []).filter((w) => w.Active || level(w._id));
  const skus = useSession().Entity.Settings.Inventory.SKU === true;
  const form = useForm<Values>({
    defaultValues: {
      ...entries.values,
      SKU: item.SKU ?? '',
      Grp: item.Grp ?? '',
      Track: item.Track ?? '',
      UnCost: item.UnCost !== undefined ? String(item.UnCost) : '',
      UoMs: item.UoMs.map((u) => ({ UoM: u.UoM, Per: String(u.Per) })),
      Reorder: active.map((w) => ({
        WhId: w._id,
        Name: w.Name,
        Lvl: level(w._id) ? String(level(w._id)?.Lvl) : '',
        Qty: level(w._id) ? String(level(w._id)?.Qty) : '',
      })),
    },
  });
  const units = useFieldArray({ control: form.control, name: 'UoMs' });
  const reorder = useFieldArray({ control: form.control, name: 'Reorder' });

  const submit = form.handleSubmit(async (values) => {
    setProblem(undefined);
    // Warehouses left blank are not sent, so the server's Reorder.<n> is the n-th row sent.
    const sentRows = values.Reorder.flatMap((r, i) => (r.Lvl.trim() || r.Qty.trim() ? [i] : []));
    const body: ItemUpdateBody = {
      ver: item.ver,
      // Sent only where the branch keeps SKUs, and only when changed (blank clears it).
      ...(skus && values.SKU.trim() !== (item.SKU ?? '') ? { SKU: values.SKU.trim() || null } : {}),
      Grp: values.Grp || null,
      Track: (values.Track || null) as ItemUpdateBody['Track'],
      // Blank removes it (cost of goods then counts at its posted cost); left blank with none, nothing is sent.
      ...(values.UnCost.trim() !== ''
        ? { UnCost: numberOf(values.UnCost) }
        : item.UnCost !== undefined
          ? { UnCost: null }
          : {}),
      UoMs: values.UoMs.map((u) => ({ UoM: u.UoM.trim(), Per: numberOf(u.Per) })),
      Reorder: sentRows
        .map((i) => values.Reorder[i] as Values['Reorder'][number])
        .map((r) => ({
          WhId: r.WhId,
          Lvl: numberOf(r.Lvl),
          Qty: numberOf(r.Qty),
        })),
      ...valuesBody(values, entries.attributes, entries.fields),
    };
    try {
      await save.mutateAsync(body);
      toast.success('Item saved.');
    } catch (error) {
      if ((toClientError(error).errors ?? []).length === 0) return void notifyError(error);
      const unplaced = setServerFieldErrors(form, error, (path) => {
        const reorder = /^Reorder\.(\d+)\.(\w+)$/.exec(path);
        if (reorder) return `Reorder.${sentRows[Number(reorder[1])] ?? 0}.${reorder[2] === 'Qty' ? 'Qty' : 'Lvl'}`;
        const unit = /^UoMs\.(\d+)\.(UoM|Per)$/.exec(path);
        if (/^(Attrs|CFs)\.[\w-]+$/.test(path)) return path;
        return unit ? path : ['SKU', 'Grp', 'Track', 'UnCost'].includes(path) ? path : undefined;
      });
      if (unplaced.length > 0) setProblem(unplaced[0]?.message);
    }
  });

  return (
    <Form form={form} onSubmit={(e) => void submit(e)} aria-label="Item settings">
      <Flex direction="column" gap="small">
        <h3>Inventory settings</h3>
        {problem ? <Alert variation="error">{problem}</Alert> : null}
        {skus ? <FormTextField<Values> name="SKU" label="SKU" autoComplete="off" /> : null}
        <ItemGroupTrackFields />
        <FormTextField<Values>
          name="UnCost"
          label={`Unit cost (₹ per ${item.UoM})`}
          hint="The cost price the profit and loss by unit cost counts each unit sold or issued at."
          inputMode="decimal"
          autoComplete="off"
        />
        <fieldset aria-label="Other units">
          <legend>{`Other units (in ${item.UoM})`}</legend>
          {units.fields.map((field, index) => (
            <Flex key={field.id} gap="small" wrap="wrap" alignItems="flex-end">
              <FormTextField<Values> name={`UoMs.${index}.UoM`} label="Unit" autoComplete="off" />
              <FormTextField<Values> name={`UoMs.${index}.Per`} label={`${item.UoM} in one`} inputMode="decimal" />
              <Button size="small" onClick={() => units.remove(index)}>
                Remove unit {index + 1}
              </Button>
            </Flex>
          ))}
          <Button size="small" isDisabled={units.fields.length >= 5} onClick={() => units.append({ UoM: '', Per: '' })}>
            Add unit
          </Button>
        </fieldset>
        <ItemValueFields attributes={entries.attributes} fields={entries.fields} />
        <fieldset aria-label="Reorder levels">
          <legend>Reorder level and quantity per warehouse</legend>
          {reorder.fields.map((field, index) => (
            <Flex key={field.id} gap="small" wrap="wrap" alignItems="flex-end">
              <FormTextField<Values>
                name={`Reorder.${index}.Lvl`}
                label={`${field.Name}: reorder at`}
                inputMode="decimal"
              />
              <FormTextField<Values> name={`Reorder.${index}.Qty`} label={`${field.Name}: buy`} inputMode="decimal" />
            </Flex>
          ))}
          {reorder.fields.length === 0 ? <p>This branch has no warehouse yet.</p> : null}
        </fieldset>
        <Flex justifyContent="flex-end">
          <Button type="submit" variation="primary" isLoading={save.isPending}>
            Save item
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
