import * as z from 'zod';
import { ENTITY_ADMIN, inModule, SESSION, type Permission } from '../../access/permission';
import type { ModuleKey } from '../../access/modules';
import { entityAddress, entitySettings } from '../../entity/entity-settings';
import {
  entityInsurance,
  entityInsuranceInput,
  insuranceBranchInput,
  quickListEntry,
  quickListInput,
  quickListUpdate,
  verField,
  warehouse,
  warehouseInput,
} from '../../reference/branch-setup-schemas';
import { defineRoute } from '../route';
import { bankSettingsRoutes } from './bank-settings';
import { customerCategoryRoutes } from './customer-categories';
import { inventorySettingsRoutes } from './inventory-settings';

/**
 * Entity settings, logo, insurer tie-ups, warehouses and the op-code quick list
 * (spec service-documents §7 'Entity settings', 'Warehouses', 'Insurance and
 * geography', 'Accounts, categories, quick lists'; platform §3 'Entity Settings').
 * Every settings write carries the `ver` the client read; a stale one answers 409.
 */

/** Warehouse settings need inventory access (platform §6 canOpenWarehouseSettings). */
const INVENTORY: Permission = { kind: 'module', module: 'Inventory' };
/** Insurer tie-ups are read while writing estimates (service settings rule). */
const SERVICE: Permission = { kind: 'module', module: 'Service' };
/** Writes of Service data (tie-ups, the op-code quick list): entity admins of a branch that has Service. */
const SERVICE_ADMIN = inModule('Service', ENTITY_ADMIN);
/** The settings sections that belong to a module: written only in a branch that enables it. */
const SECTION_MODULE: Partial<Record<SettingsSection, ModuleKey>> = {
  Service: 'Service',
  Inventory: 'Inventory',
  Sales: 'Sales',
  Accounting: 'Accounting',
};

export const messageResponse = z.object({ message: z.string() });
const insuranceBranchParams = z.object({
  id: z.string().min(1).max(64),
  branchId: z.string().regex(/^[\w-]{1,40}$/, 'Enter a valid branch id.'),
});

const S = entitySettings.shape;

export const entitySettingsAnswer = z.object({
  EntId: z.string(),
  DName: z.string(),
  Settings: entitySettings,
  HasLogo: z.boolean(),
  /** Bumped on every settings change; a newer value elsewhere prompts a refresh. */
  SettingsVer: z.number().int(),
  /** Send this back with the next change. */
  ver: z.number().int(),
});
export type EntitySettingsAnswer = z.infer<typeof entitySettingsAnswer>;

/** Terms texts of invoices, estimates, work orders and sales orders, saved together. */
export const termsSection = z.strictObject({
  ITerms: z.string().max(4000).optional(),
  IPTerms: z.string().max(4000).optional(),
  WTerms: z.string().max(4000).optional(),
  ETerms: z.string().max(4000).optional(),
  CNotes: z.string().max(4000).optional(),
  SOTerms: z.string().max(4000).optional(),
});

export const SETTINGS_SECTIONS = ['Common', 'Service', 'Inventory', 'Sales', 'Accounting', 'UITheme', 'Terms'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

const sectionBodies = {
  /** Company profile: address, GSTIN and tax, time zone, print options, numbering, general. */
  Common: z.strictObject({
    ver: verField,
    Common: S.Common.unwrap(),
    Address: entityAddress.optional(),
    TZ: z.string().optional(),
  }),
  Service: z.strictObject({ ver: verField, Service: S.Service.unwrap() }),
  Inventory: z.strictObject({ ver: verField, Inventory: S.Inventory.unwrap() }),
  Sales: z.strictObject({ ver: verField, Sales: S.Sales.unwrap() }),
  Accounting: z.strictObject({ ver: verField, Acc: S.Acc.unwrap() }),
  UITheme: z.strictObject({ ver: verField, UITheme: S.UITheme.unwrap() }),
  Terms: z.strictObject({ ver: verField, Terms: termsSection }),
} as const satisfies Record<SettingsSection, z.ZodType>;
export type SectionBody<K extends SettingsSection> = z.infer<(typeof sectionBodies)[K]>;

/**
 * PUT EntitySettings: the sections present replace the stored ones whole; a
 * section left out is kept as stored, never reset to its defaults
 * (docs/decisions.md "What a PUT keeps"). Unknown keys are refused.
 */
const settingsSections = {
  Acc: S.Acc.unwrap().optional(),
  Common: S.Common.unwrap().optional(),
  Inventory: S.Inventory.unwrap().optional(),
  Service: S.Service.unwrap().optional(),
  Sales: S.Sales.unwrap().optional(),
  UITheme: S.UITheme.unwrap().optional(),
  DecimalsNumber: S.DecimalsNumber.unwrap().optional(),
  Address: S.Address.unwrap().optional(),
  TZ: S.TZ.unwrap().optional(),
};

/**
 * The sections to save, at the top level; or inside `Settings`, as GET answers
 * them, so an answer sent back with one change saves that change rather than
 * nothing (docs/decisions.md 'A record read can be saved back'). A section named
 * at the top level wins over the same one inside `Settings`.
 */
export const entitySettingsBody = z.strictObject({
  ver: verField,
  ...settingsSections,
  Settings: z.strictObject(settingsSections).optional(),
});

const sectionPermission = (name: SettingsSection): Permission => {
  const module = SECTION_MODULE[name];
  return module ? inModule(module, ENTITY_ADMIN) : ENTITY_ADMIN;
};

const putSection = <K extends SettingsSection>(name: K) =>
  defineRoute({
    method: 'PUT',
    path: `EntitySettings/${name}` as const,
    family: 'settings',
    permission: sectionPermission(name),
    body: sectionBodies[name],
    response: entitySettingsAnswer,
  });

export const LOGO_TYPES = ['png', 'jpeg', 'jpg', 'gif', 'svg'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
/** Largest logo accepted (ours: a logo needs no more; platform §9 lists only the types). */
export const MAX_LOGO_BYTES = 1024 * 1024;

export const logoFileName = z
  .string()
  .max(120)
  .regex(/^[\w\- .()]+\.(png|jpe?g|gif|svg)$/i, 'The logo must be a png, jpeg, jpg, gif or svg file.');

export const logoUploadTicket = z.object({
  /** Presigned PUT URL of the private bucket; valid for ExpiresIn seconds. */
  Url: z.string(),
  Method: z.literal('PUT'),
  /** Headers the PUT must carry (the content type is part of the signature). */
  Headers: z.record(z.string(), z.string()),
  Key: z.string(),
  ExpiresIn: z.number().int(),
  MaxBytes: z.number().int(),
});
export type LogoUploadTicket = z.infer<typeof logoUploadTicket>;

export const logoAnswer = z.object({
  message: z.string(),
  HasLogo: z.boolean(),
  Logo: z.object({ Name: z.string(), Type: z.string(), Size: z.number().int() }).optional(),
  SettingsVer: z.number().int(),
  ver: z.number().int(),
});

const idParam = z.object({ id: z.string().min(1).max(64) });

export const settingsRoutes = {
  getEntitySettings: defineRoute({
    method: 'GET',
    path: 'EntitySettings',
    family: 'settings',
    permission: ENTITY_ADMIN,
    response: entitySettingsAnswer,
  }),
  putEntitySettings: defineRoute({
    method: 'PUT',
    path: 'EntitySettings',
    family: 'settings',
    permission: ENTITY_ADMIN,
    body: entitySettingsBody,
    response: entitySettingsAnswer,
  }),
  putCommon: putSection('Common'),
  putService: putSection('Service'),
  putInventory: putSection('Inventory'),
  putSales: putSection('Sales'),
  putAccounting: putSection('Accounting'),
  putUITheme: putSection('UITheme'),
  putTerms: putSection('Terms'),

  uploadLogo: defineRoute({
    method: 'POST',
    path: 'EntitySettings/UploadLogo/{fileName}',
    family: 'settings',
    permission: ENTITY_ADMIN,
    params: z.object({ fileName: logoFileName }),
    /** Size lets the server refuse an oversized file before it is sent. */
    body: z.strictObject({ Size: z.number().int().min(1).optional() }),
    response: logoUploadTicket,
  }),
  confirmLogo: defineRoute({
    method: 'POST',
    path: 'EntitySettings/UploadLogo/{fileName}/Confirm',
    family: 'settings',
    permission: ENTITY_ADMIN,
    params: z.object({ fileName: logoFileName }),
    body: z.strictObject({ Key: z.string().min(1).max(300) }),
    response: logoAnswer,
  }),
  getLogo: defineRoute({
    method: 'GET',
    path: 'EntitySettings/GetLogo',
    family: 'settings',
    permission: SESSION,
    response: z.string(),
    binaryResponse: true,
  }),
  deleteLogo: defineRoute({
    method: 'DELETE',
    path: 'EntitySettings/DeleteLogo',
    family: 'settings',
    permission: ENTITY_ADMIN,
    response: logoAnswer,
  }),

  insCompSettings: defineRoute({
    method: 'PUT',
    path: 'EntitySettings/InsCompSettings/{id}',
    family: 'settings',
    permission: SERVICE_ADMIN,
    params: idParam,
    body: z.strictObject({ TieUp: z.boolean(), ver: verField.optional() }),
    response: entityInsurance,
  }),
  /**
   * Ours (the spec reads one insurer at a time): every tie-up record of the
   * branch in one answer, by insurer name, so the settings list needs no call
   * per insurer and an insurer never set up is simply absent, not a 404.
   */
  listEntityInsurance: defineRoute({
    method: 'GET',
    path: 'Service/EntityInsurance',
    family: 'settings',
    permission: SERVICE,
    response: z.array(entityInsurance),
  }),
  getEntityInsurance: defineRoute({
    method: 'GET',
    path: 'Service/EntityInsurance/{id}',
    family: 'settings',
    permission: SERVICE,
    params: idParam,
    response: entityInsurance,
  }),
  putEntityInsurance: defineRoute({
    method: 'PUT',
    path: 'Service/EntityInsurance/{id}',
    family: 'settings',
    permission: SERVICE_ADMIN,
    params: idParam,
    body: entityInsuranceInput.extend({ ver: verField.optional() }),
    response: entityInsurance,
  }),
  putInsuranceBranch: defineRoute({
    method: 'PUT',
    path: 'Service/Insurance/{id}/Branch/{branchId}',
    family: 'settings',
    permission: SERVICE_ADMIN,
    params: insuranceBranchParams,
    body: insuranceBranchInput.extend({ ver: verField.optional() }),
    response: entityInsurance,
  }),
  /** Ours (the spec has only the PUT): removes a branch entered by mistake or closed by the insurer. */
  deleteInsuranceBranch: defineRoute({
    method: 'DELETE',
    path: 'Service/Insurance/{id}/Branch/{branchId}',
    family: 'settings',
    permission: SERVICE_ADMIN,
    params: insuranceBranchParams,
    query: z.object({ ver: z.coerce.number().int().min(1) }),
    response: entityInsurance,
  }),

  createWarehouse: defineRoute({
    method: 'POST',
    path: 'Inventory/Settings/Warehouses',
    family: 'settings',
    permission: INVENTORY,
    body: warehouseInput,
    response: warehouse,
  }),
  updateWarehouse: defineRoute({
    method: 'PUT',
    path: 'Inventory/Settings/Warehouses/{id}',
    family: 'settings',
    permission: INVENTORY,
    params: idParam,
    body: warehouseInput.extend({ ver: verField }),
    response: warehouse,
  }),
  deleteWarehouse: defineRoute({
    method: 'DELETE',
    path: 'Inventory/Settings/Warehouses/{id}',
    family: 'settings',
    permission: INVENTORY,
    params: idParam,
    response: messageResponse,
  }),
  listWarehouses: defineRoute({
    method: 'GET',
    path: 'Inventory/Settings/Warehouses',
    family: 'settings',
    permission: INVENTORY,
    response: z.array(warehouse),
  }),
  warehousesByEntity: defineRoute({
    method: 'GET',
    path: 'Inventory/Settings/Warehouses/ByEntity/{id}',
    family: 'settings',
    permission: INVENTORY,
    params: idParam,
    response: z.array(warehouse),
  }),

  /**
   * The op-code quick list: each entry is its own record with its own `ver`, so
   * adding entries never conflicts and an edit or removal made from a stale copy
   * answers 409 (docs/data-model-settings.md).
   */
  listQuickLists: defineRoute({
    method: 'GET',
    path: 'OpCodeQuickLists',
    family: 'settings',
    permission: inModule('Service', SESSION),
    response: z.array(quickListEntry),
  }),
  createQuickList: defineRoute({
    method: 'POST',
    path: 'OpCodeQuickLists',
    family: 'settings',
    permission: SERVICE_ADMIN,
    body: quickListInput,
    response: quickListEntry,
  }),
  updateQuickList: defineRoute({
    method: 'PUT',
    path: 'OpCodeQuickLists/{id}',
    family: 'settings',
    permission: SERVICE_ADMIN,
    params: idParam,
    body: quickListUpdate,
    response: quickListEntry,
  }),
  deleteQuickList: defineRoute({
    method: 'DELETE',
    path: 'OpCodeQuickLists/{id}',
    family: 'settings',
    permission: SERVICE_ADMIN,
    params: idParam,
    query: z.object({ ver: z.coerce.number().int().min(1) }),
    response: messageResponse,
  }),

  ...inventorySettingsRoutes,
  ...bankSettingsRoutes,
  ...customerCategoryRoutes,
} as const;
