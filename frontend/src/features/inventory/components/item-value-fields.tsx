import type { ItemAnswer } from '@shared/inventory/item-schemas';
import type { ItemAttrs, ItemFields } from '@shared/inventory/item-values';
import type { ListEntry } from '@shared/inventory/settings-lists';
import { FormSelectField, FormTextField } from '../../../components/form';
import { useItemValueList } from '../api/item-calls';

/** Values as the form holds them: text, by list entry id. */
export type ValueFields = { Attrs: Record<string, string>; CFs: Record<string, string> };

/** The active attributes and custom fields, and the item's values for the form. */
export function useItemValueEntries(item: ItemAnswer) {
  const attributes = (useItemValueList('Attributes').data ?? []).filter((a) => a.Active);
  const fields = (useItemValueList('CustomFields').data ?? []).filter((f) => f.Active);
  const values: ValueFields = {
    Attrs: Object.fromEntries(attributes.map((a) => [a._id, item.Attrs[a._id] ?? ''])),
    CFs: Object.fromEntries(fields.map((f) => [f._id, String(item.CFs[f._id] ?? '')])),
  };
  return { attributes, fields, values };
}

/** What a save sends: nothing for a list with no active entries (a PUT never resets what it left out). */
export function valuesBody(
  held: ValueFields,
  attributes: readonly ListEntry[],
  fields: readonly ListEntry[],
): { Attrs?: ItemAttrs; CFs?: ItemFields } {
  const number = (text: string): number | string => (text.trim() === '' ? '' : Number(text));
  return {
    ...(attributes.length > 0
      ? { Attrs: Object.fromEntries(attributes.map((a) => [a._id, held.Attrs[a._id] ?? ''])) }
      : {}),
    ...(fields.length > 0
      ? {
          CFs: Object.fromEntries(
            fields.map((f) => [f._id, f.Type === 'number' ? number(held.CFs[f._id] ?? '') : (held.CFs[f._id] ?? '')]),
          ),
        }
      : {}),
  };
}

/** An attribute as a choice of its values; a custom field by its type. */
export function ItemValueFields({
  attributes,
  fields,
}: {
  attributes: readonly ListEntry[];
  fields: readonly ListEntry[];
}) {
  if (attributes.length === 0 && fields.length === 0) return null;
  return (
    <fieldset aria-label="Attributes and custom fields">
      <legend>Attributes and custom fields</legend>
      {attributes.map((a) => (
        <FormSelectField<ValueFields>
          key={a._id}
          name={`Attrs.${a._id}`}
          label={a.Name}
          options={[{ value: '', label: 'Not set' }, ...(a.Values ?? []).map((v) => ({ value: v, label: v }))]}
        />
      ))}
      {fields.map((f) =>
        f.Type === 'choice' ? (
          <FormSelectField<ValueFields>
            key={f._id}
            name={`CFs.${f._id}`}
            label={f.Req ? `${f.Name} (required)` : f.Name}
            options={[{ value: '', label: 'Not set' }, ...(f.Choices ?? []).map((c) => ({ value: c, label: c }))]}
          />
        ) : (
          <FormTextField<ValueFields>
            key={f._id}
            name={`CFs.${f._id}`}
            label={f.Req ? `${f.Name} (required)` : f.Name}
            type={f.Type === 'date' ? 'date' : 'text'}
            inputMode={f.Type === 'number' ? 'decimal' : 'text'}
          />
        ),
      )}
    </fieldset>
  );
}
