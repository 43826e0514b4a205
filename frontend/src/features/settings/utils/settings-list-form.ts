import type { ListEntry, ListEntryFields, SettingsList } from '@shared/inventory/settings-lists';
import * as z from 'zod';

/**
 * The entry dialog's values, for every list (docs/inventory-settings.md §2):
 * values and choices are typed as one comma-separated text. Only the fields
 * the list takes are sent; the server checks them with the list's own schema.
 */
export const listEntryForm = z.object({
  Name: z.string().trim().min(1, 'Enter a name.').max(60),
  Active: z.boolean(),
  WhId: z.string(),
  Values: z.string().max(2000),
  Type: z.string(),
  Choices: z.string().max(2000),
  Req: z.boolean(),
});
export type ListEntryForm = z.infer<typeof listEntryForm>;

/** 'Red, Black , ' → ['Red', 'Black']. */
export const splitValues = (text: string): string[] =>
  text
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

export const toListForm = (entry: ListEntry | undefined): ListEntryForm => ({
  Name: entry?.Name ?? '',
  Active: entry?.Active ?? true,
  WhId: entry?.WhId ?? '',
  Values: entry?.Values?.join(', ') ?? '',
  Type: entry?.Type ?? 'text',
  Choices: entry?.Choices?.join(', ') ?? '',
  Req: entry?.Req ?? false,
});

/** The body for the list: its own fields only. */
export function toListFields(list: SettingsList, values: ListEntryForm): ListEntryFields {
  const base = { Name: values.Name.trim(), Active: values.Active };
  switch (list) {
    case 'Locations':
      return { ...base, WhId: values.WhId };
    case 'Attributes':
      return { ...base, Values: splitValues(values.Values) };
    case 'CustomFields':
      return {
        ...base,
        Type: values.Type,
        Req: values.Req,
        ...(values.Type === 'choice' ? { Choices: splitValues(values.Choices) } : {}),
      };
    default:
      return base;
  }
}

/** A server path ('Values.1', 'Choices') names the form field that holds it. */
export const listFieldOf = (serverPath: string): string | undefined => {
  const field = serverPath.split('.')[0];
  return field && field in listEntryForm.shape ? field : undefined;
};

/** What a row shows besides its name. */
export function entryDetail(entry: ListEntry, warehouseName: (id: string) => string): string {
  if (entry.WhId !== undefined) return warehouseName(entry.WhId);
  if (entry.Values) return entry.Values.join(', ');
  if (entry.Type) {
    const type = entry.Type === 'choice' ? `choice of ${entry.Choices?.join(', ') ?? ''}` : entry.Type;
    return entry.Req ? `${type}, required` : type;
  }
  return '';
}
