import * as z from 'zod';
import { verField } from '../fields/ver-fields';
import { CUSTOM_FIELD_TYPES, SETTINGS_LISTS, type SettingsList } from './settings-list-definitions';
import { SettingsListMessages as M } from './settings-list-messages';

/**
 * The inventory settings lists (docs/inventory-settings.md §2): adjustment
 * reasons, product types, categories, bin/rack locations, attributes and custom
 * fields. One record shape and one set of calls serve them all; each list says
 * here which fields it takes (which lists there are and whose each is:
 * settings-list-definitions.ts).
 */

const name = z.string().trim().min(1, M.nameRequired).max(60);
const shortText = z.string().trim().min(1, M.nameRequired).max(40);

/** Values of an attribute or choices of a field: each once (case aside). */
const distinctTexts = (missing: string) =>
  z
    .array(shortText)
    .min(1, missing)
    .max(50)
    .superRefine((values, ctx) => {
      const seen = new Set<string>();
      values.forEach((value, i) => {
        const key = value.toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', path: [i], message: M.valueTwice(value) });
        seen.add(key);
      });
    });

const base = { Name: name, Active: z.boolean() };

/** What each list's entry holds, complete (after a PUT's fields are laid over the stored entry). */
export const LIST_ENTRY_INPUTS = {
  Reasons: z.strictObject(base),
  ProductTypes: z.strictObject(base),
  Categories: z.strictObject(base),
  Locations: z.strictObject({ ...base, WhId: z.string().trim().min(1, M.warehouseRequired).max(64) }),
  Attributes: z.strictObject({ ...base, Values: distinctTexts(M.valuesRequired) }),
  CustomFields: z
    .strictObject({
      ...base,
      Type: z.enum(CUSTOM_FIELD_TYPES, M.typeRequired),
      Choices: distinctTexts(M.choicesRequired).optional(),
      Req: z.boolean(),
    })
    .superRefine((field, ctx) => {
      if (field.Type === 'choice' && !field.Choices)
        ctx.addIssue({ code: 'custom', path: ['Choices'], message: M.choicesRequired });
      if (field.Type !== 'choice' && field.Choices)
        ctx.addIssue({ code: 'custom', path: ['Choices'], message: M.choicesOnlyForChoice });
    }),
} as const satisfies Record<SettingsList, z.ZodType>;

/**
 * The body of an add or a change: every field any list takes, each optional;
 * the call lays it over the stored entry (or the defaults) and checks the whole
 * with the list's own schema, so a change never resets what it left out.
 */
export const listEntryFields = z.strictObject({
  Name: z.string().max(200).optional(),
  Active: z.boolean().optional(),
  WhId: z.string().max(64).optional(),
  Values: z.array(z.string().max(200)).max(200).optional(),
  Type: z.string().max(20).optional(),
  Choices: z.array(z.string().max(200)).max(200).optional(),
  Req: z.boolean().optional(),
});
export type ListEntryFields = z.infer<typeof listEntryFields>;
export const listEntryUpdate = listEntryFields.extend({ ver: verField });

export const listParams = z.strictObject({ list: z.enum(SETTINGS_LISTS) });
export const listEntryParams = listParams.extend({ id: z.string().min(1).max(64) });

/** One entry as answered. `Used`: something stored names it, so removing it deactivates it instead. */
export const listEntry = z.object({
  _id: z.string(),
  Name: z.string(),
  Active: z.boolean(),
  Used: z.boolean().optional(),
  WhId: z.string().optional(),
  Values: z.array(z.string()).optional(),
  Type: z.enum(CUSTOM_FIELD_TYPES).optional(),
  Choices: z.array(z.string()).optional(),
  Req: z.boolean().optional(),
  ver: z.number().int(),
});
export type ListEntry = z.infer<typeof listEntry>;

/** Removing answers whether the entry went, or stayed deactivated because it is in use. */
export const listRemoval = z.object({
  message: z.string(),
  Removed: z.boolean(),
  Entry: listEntry.optional(),
});
export type ListRemoval = z.infer<typeof listRemoval>;

/** The fields a new entry starts with before the body's are laid over. */
export const newEntryDefaults = (list: SettingsList): Record<string, unknown> =>
  list === 'CustomFields' ? { Active: true, Req: false } : { Active: true };

/** Names are compared as people read them: case and surrounding spaces aside (per warehouse for locations). */
export const nameKey = (entry: { Name: string; WhId?: string | undefined }): string =>
  `${entry.WhId ?? ''}\u0000${entry.Name.trim().toLowerCase()}`;

// Which lists there are and whose each is live in a zod-free module, so the stock calls that read a list build none of these schemas.
export {
  CUSTOM_FIELD_TYPES,
  LIST_DEFINITIONS,
  MAX_LIST_ENTRIES,
  SETTINGS_LISTS,
  type CustomFieldType,
  type SettingsList,
} from './settings-list-definitions';
