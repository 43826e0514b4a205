import { catalogueRoutes } from '@shared/api/routes/catalogue';
import { partiesRoutes } from '@shared/api/routes/parties';
import type { PartRow } from '@shared/catalogue/call-schemas';
import { useId, useMemo, useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { recordSearch } from '../../../components/combobox/record-search';
import { SearchCombobox } from '../../../components/combobox/search-combobox';
import { FormSelectField } from '../../../components/form';
import { apiCall } from '../../../lib/api-client';
import { useWarehouses } from '../../../lib/warehouses';

/**
 * The fields of a purchase order form: the vendor and each line's item, each
 * searched by name (Vendors/Search, Inventory/Items/Purchase/NameSearchLite) and
 * kept as an id with the text shown; a refusal shows under its field.
 */

type Picked = { id: string; text: string };

function SearchField<T>({
  label,
  idName,
  textName,
  search,
  pick,
}: {
  label: string;
  idName: string;
  textName: string;
  search: ReturnType<typeof recordSearch<T>>;
  pick: (record: T) => Picked;
}) {
  const form = useFormContext();
  const text = useWatch({ name: textName }) as string;
  const { errors } = useFormState({ name: idName });
  const error = idName
    .split('.')
    .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], errors) as
    { message?: string } | undefined;
  const errorId = useId();
  const [typed, setTyped] = useState<string | undefined>();
  return (
    <div className="kk-field">
      <SearchCombobox
        label={label}
        text={typed ?? text}
        onTextChange={setTyped}
        search={search.search}
        onPick={(option) => {
          const record = search.recordOf(option);
          setTyped(undefined);
          if (!record) return;
          const picked = pick(record);
          form.setValue(idName, picked.id);
          form.clearErrors(idName);
          form.setValue(textName, picked.text);
        }}
        inputAttributes={error?.message ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}}
      />
      {error?.message ? (
        <p id={errorId} className="amplify-text amplify-field__error-message">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}

export function VendorField() {
  const search = useMemo(
    () =>
      recordSearch(
        async (text, signal) =>
          (await apiCall(partiesRoutes.searchVendors, { query: { Name: text, Limit: 10 }, signal })).Items,
        (v) => ({ value: v._id, label: v.DName, detail: [v.Phone, v.Ct].filter(Boolean).join(' · ') }),
      ),
    [],
  );
  return (
    <SearchField
      label="Vendor"
      idName="VendId"
      textName="Vendor"
      search={search}
      pick={(v) => ({ id: v._id, text: v.DName })}
    />
  );
}

export function ItemField({ index }: { index: number }) {
  const search = useMemo(
    () =>
      recordSearch<PartRow>(
        async (text, signal) =>
          (await apiCall(catalogueRoutes.itemsPurchaseNameLite, { params: { text }, query: {}, signal })).Items,
        (p) => ({ value: p._id, label: p.Desc, detail: `${p.PCode} · ${p.UoM}` }),
      ),
    [],
  );
  return (
    <SearchField
      label={`Item ${index + 1}`}
      idName={`Lines.${index}.ItemId`}
      textName={`Lines.${index}.Item`}
      search={search}
      pick={(p) => ({ id: p._id, text: `${p.PCode} · ${p.Desc}` })}
    />
  );
}

export { showRefusal } from '../../../components/form/show-refusal';

/** Text to the body's number; what is not a number goes as it is, so the server names the field. */
export const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** Where the stock comes in: an active warehouse of the branch. */
export function WarehouseField() {
  const warehouses = useWarehouses();
  return (
    <FormSelectField
      name="WhId"
      label="Receive into"
      placeholder="Choose a warehouse"
      options={(warehouses.data ?? []).filter((w) => w.Active).map((w) => ({ value: w._id, label: w.Name }))}
    />
  );
}
