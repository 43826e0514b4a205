import { catalogueRoutes } from '@shared/api/routes/catalogue';
import type { PartRow } from '@shared/catalogue/call-schemas';
import { useId, useMemo, useState } from 'react';
import { useFormState, useWatch, type FieldValues } from 'react-hook-form';
import { recordSearch } from '../../../components/combobox/record-search';
import { SearchCombobox } from '../../../components/combobox/search-combobox';
import { apiCall } from '../../../lib/api-client';

/** The parts the catalogue offers by name or code (Inventory/Items/Purchase/NameSearchLite). */
const partSearch = () =>
  recordSearch<PartRow>(
    async (text, signal) =>
      (await apiCall(catalogueRoutes.itemsPurchaseNameLite, { params: { text }, query: {}, signal })).Items,
    (p) => ({ value: p._id, label: p.Desc, detail: `${p.PCode} · ${p.UoM}` }),
  );

/** A form whose lines name an item: its id, and the text shown for it. */
export type ItemLines = FieldValues & { Lines: { ItemId: string; Item: string }[] };

/**
 * A stock line's item, searched by name or code; a refusal of the item (not
 * found, twice) shows under it. Every form that moves stock line by line uses
 * it (adjustments, transfers, material in and out).
 */
export function StockItemField({ index, onPick }: { index: number; onPick: (part: PartRow) => void }) {
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
