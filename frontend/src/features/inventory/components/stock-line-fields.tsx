import { catalogueRoutes } from '@shared/api/routes/catalogue';
import { itemLookupDetail, type ItemLookupRow } from '@shared/inventory/item-lookup-rows';
import { Button } from '@aws-amplify/ui-react';
import { MAX_ADJUSTMENT_LINES } from '@shared/inventory/adjustment-reasons';
import { useId, useMemo, useState } from 'react';
import { useFormContext, useFormState, useWatch, type FieldValues } from 'react-hook-form';
import { recordSearch } from '../../../components/combobox/record-search';
import { SearchCombobox } from '../../../components/combobox/search-combobox';
import { apiCall } from '../../../lib/api-client';
import { unitsOfPick, type LineUnitValues } from './stock-unit-field';

/** The parts the catalogue offers by name, code or SKU (Inventory/Items/Purchase/NameSearchLite). */
const partSearch = () =>
  recordSearch<ItemLookupRow>(
    async (text, signal) =>
      (await apiCall(catalogueRoutes.itemsPurchaseNameLite, { params: { text }, query: {}, signal })).Items,
    (p) => ({ value: p._id, label: p.Desc, detail: itemLookupDetail(p) }),
  );

/** A form whose lines name an item: its id, the text shown for it, and its units (stock-unit-field.tsx). */
export type ItemLines = FieldValues & { Lines: ({ ItemId: string; Item: string } & LineUnitValues)[] };

/**
 * The fields every form that moves stock line by line shares (adjustments,
 * transfers, material in and out): the line's item, the line buttons, and
 * where a refusal shows.
 */

/**
 * A stock line's item, searched by name or code and set on the line (`ItemId`,
 * and `Item` as shown); a refusal of the item (not found, twice) shows under it.
 */
export function StockItemField({ index }: { index: number }) {
  const form = useFormContext<ItemLines>();
  const onPick = (part: ItemLookupRow): void => {
    form.setValue(`Lines.${index}.ItemId`, part._id);
    form.clearErrors(`Lines.${index}.ItemId`);
    form.setValue(`Lines.${index}.Item`, `${part.PCode} · ${part.Desc}`);
    // A new item starts in its own unit; its other units are offered where MUoM is on.
    const units = unitsOfPick(part);
    form.setValue(`Lines.${index}.UoM`, units.UoM);
    form.setValue(`Lines.${index}.BaseUoM`, units.BaseUoM);
    form.setValue(`Lines.${index}.Units`, units.Units);
  };
  const search = useMemo(partSearch, []);
  const text = useWatch<ItemLines>({ name: `Lines.${index}.Item` }) as string;
  const { errors } = useFormState<ItemLines>({ name: `Lines.${index}.ItemId` });
  const error = (errors.Lines as { ItemId?: { message?: string } }[] | undefined)?.[index]?.ItemId?.message;
  const errorId = useId();
  const [typed, setTyped] = useState<string | undefined>();
  return (
    <div className="kk-field">
      <SearchCombobox
        label={`Item ${index + 1}`}
        text={typed ?? text}
        onTextChange={setTyped}
        search={search.search}
        onPick={(option) => {
          const part = search.recordOf(option);
          setTyped(undefined);
          if (part) onPick(part);
        }}
        inputAttributes={error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}}
      />
      {error ? (
        <p id={errorId} className="amplify-text amplify-field__error-message">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Add line, while the document has room for another (MAX_ADJUSTMENT_LINES). */
export const AddLineButton = ({ count, onAdd }: { count: number; onAdd: () => void }) => (
  <Button size="small" isDisabled={count >= MAX_ADJUSTMENT_LINES} onClick={onAdd}>
    Add line
  </Button>
);

/** Remove line n, when the document has more than one. */
export const RemoveLineButton = ({ index, count, onRemove }: { index: number; count: number; onRemove: () => void }) =>
  count > 1 ? (
    <Button size="small" onClick={onRemove}>
      Remove line {index + 1}
    </Button>
  ) : null;

/** A refused save (components/form/show-refusal.ts). */
export { showRefusal } from '../../../components/form/show-refusal';
