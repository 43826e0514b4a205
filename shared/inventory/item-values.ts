import * as z from 'zod';
import type { ListEntry } from './settings-lists';
import { ItemMessages } from './item-messages';

/**
 * Attribute and custom field values on an item (docs/inventory-items.md §12): the
 * organisation's settings lists (settings/inventory/Attributes, .../customfields)
 * say which exist; an item keeps a value per entry id. Checked by the server on
 * every save that sends them, with the same rule the form can use.
 */

const entryId = z.string().trim().min(1).max(64);
export const itemAttrs = z.record(entryId, z.string().trim().max(40));
export const itemFields = z.record(entryId, z.union([z.string().trim().max(200), z.number().finite()]));
export type ItemAttrs = z.infer<typeof itemAttrs>;
export type ItemFields = z.infer<typeof itemFields>;

type Problem = { path: string; message: string };
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const same = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** One custom field's value as stored (a choice in the list's own spelling), or the problem with it. */
function fieldValue(field: ListEntry, value: string | number): { value: string | number } | { problem: string } {
  if (field.Type === 'number')
    return typeof value === 'number' ? { value } : { problem: ItemMessages.fieldNumber(field.Name) };
  const text = String(value).trim();
  if (field.Type === 'date')
    return ISO_DATE.test(text) ? { value: text } : { problem: ItemMessages.fieldDate(field.Name) };
  if (field.Type === 'choice') {
    const choice = (field.Choices ?? []).find((c) => same(c, text));
    return choice ? { value: choice } : { problem: ItemMessages.fieldChoice(field.Name) };
  }
  return { value: text };
}

/**
 * The values to store, or every problem: an attribute or field must be an active
 * entry of the list, an attribute's value one of its values, a field's value of
 * its type; blank values are left out; a required field must have one.
 */
export function checkItemValues(
  sent: { Attrs?: ItemAttrs | undefined; CFs?: ItemFields | undefined },
  lists: { attributes: readonly ListEntry[]; fields: readonly ListEntry[] },
): { Attrs: ItemAttrs; CFs: ItemFields } | { problems: Problem[] } {
  const problems: Problem[] = [];
  const Attrs: ItemAttrs = {};
  const CFs: ItemFields = {};
  for (const [id, value] of Object.entries(sent.Attrs ?? {})) {
    if (value === '') continue;
    const attr = lists.attributes.find((a) => a._id === id && a.Active);
    const canonical = attr?.Values?.find((v) => same(v, value));
    if (!attr) problems.push({ path: `Attrs.${id}`, message: ItemMessages.attributeUnknown });
    else if (!canonical) problems.push({ path: `Attrs.${id}`, message: ItemMessages.attributeValue(attr.Name) });
    else Attrs[id] = canonical;
  }
  for (const [id, value] of Object.entries(sent.CFs ?? {})) {
    if (value === '') continue;
    const field = lists.fields.find((f) => f._id === id && f.Active);
    if (!field) {
      problems.push({ path: `CFs.${id}`, message: ItemMessages.fieldUnknown });
      continue;
    }
    const checked = fieldValue(field, value);
    if ('problem' in checked) problems.push({ path: `CFs.${id}`, message: checked.problem });
    else CFs[id] = checked.value;
  }
  // Required fields are asked for whenever the custom field values are saved.
  if (sent.CFs !== undefined)
    for (const field of lists.fields)
      if (
        field.Active &&
        field.Req &&
        CFs[field._id] === undefined &&
        !problems.some((p) => p.path === `CFs.${field._id}`)
      )
        problems.push({ path: `CFs.${field._id}`, message: ItemMessages.fieldRequired(field.Name) });
  return problems.length > 0 ? { problems } : { Attrs, CFs };
}
