import { isModuleEnabled } from '@shared/access/access-model';
import type { ModuleKey } from '@shared/access/modules';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import type { EntitySettingsAnswer, SectionBody, SettingsSection, settingsRoutes } from '@shared/api/routes/settings';
import { entitySettings, type EntitySettings } from '@shared/entity/entity-settings';
import { normaliseSettings, settingsProblems } from '@shared/reference/validate-settings';
import { getReferenceSet } from '../data/reference/reference-repo';
import { getEntity, writeSettings } from '../data/settings/entity-settings-repo';
import { listWarehouses } from '../data/settings/warehouses-repo';
import type { EntityRecord } from '../data/identity/records';
import type { Call, SessionContext } from '../lib/http/call';

export const toAnswer = (e: EntityRecord): EntitySettingsAnswer => ({
  EntId: e.EntId,
  DName: e.DName,
  Settings: e.Settings,
  HasLogo: e.HasLogo ?? false,
  SettingsVer: e.SettingsVer ?? 0,
  ver: e.ver,
});

/** The caller's branch, read consistently; 404 if it has gone. */
export async function loadEntity(session: SessionContext): Promise<EntityRecord> {
  const entity = await getEntity(session.orgId, session.entityId);
  if (!entity) throw new ApiError(ErrorCode.NotFound, Messages.notFound);
  return entity;
}

/** A stale `ver` means someone saved meanwhile: the spec's refresh prompt (platform §4). */
export function assertCurrent(entity: EntityRecord, ver: number): void {
  if (entity.ver !== ver) throw new ApiError(ErrorCode.Conflict, Messages.settingsUpdated);
}

/** The settings sections that hold one module's data (the Terms call writes into three of them). */
const MODULE_SECTIONS = [
  ['Service', 'Service'],
  ['Inventory', 'Inventory'],
  ['Sales', 'Sales'],
  ['Acc', 'Accounting'],
] as const satisfies readonly (readonly [keyof EntitySettings, ModuleKey])[];

/**
 * Spec platform §6: a module is reachable only if the branch enables it. The
 * section calls name their module in the route permission; the whole-settings
 * PUT and the Terms call write several sections at once, so a change to the
 * section of a module this branch does not enable is refused here, with the
 * same 403 the route gate gives. A section sent back unchanged (a whole PUT of
 * what GET answered) passes.
 */
function assertModulesEnabled(entity: EntityRecord, next: EntitySettings): void {
  // Both parsed by one schema: keys in its order, absent and undefined alike (an absent section as an empty one), so JSON compares them.
  const before = entitySettings.parse(entity.Settings);
  const after = entitySettings.parse(next);
  for (const [section, module] of MODULE_SECTIONS) {
    if (
      !isModuleEnabled(entity.Config, module) &&
      JSON.stringify(before[section] ?? {}) !== JSON.stringify(after[section] ?? {})
    ) {
      throw new ApiError(ErrorCode.Forbidden, Messages.forbidden);
    }
  }
}

/**
 * Validates the complete new settings against reference data and writes them
 * conditionally on `ver`. Nothing is written when any rule fails.
 */
async function save(
  session: SessionContext,
  entity: EntityRecord,
  ver: number,
  next: EntitySettings,
): Promise<EntitySettingsAnswer> {
  assertCurrent(entity, ver);
  assertModulesEnabled(entity, next);
  const settings = normaliseSettings(
    // The logo is set only by the logo calls; decimals are forced to 2 (platform §3).
    entitySettings.parse({ ...next, Common: { ...next.Common, Logo: entity.Settings.Common.Logo } }),
  );
  const needsWarehouses = Boolean(settings.Inventory.DefWId || settings.Inventory.MainWId);
  const [states, taxCodes, accounts, warehouses] = await Promise.all([
    getReferenceSet('States'),
    getReferenceSet('TaxCodes'),
    getReferenceSet('Accounts'),
    needsWarehouses ? listWarehouses(session.orgId, session.entityId) : Promise.resolve([]),
  ]);
  const problems = settingsProblems(settings, {
    states,
    taxCodes,
    accounts,
    warehouseIds: new Set(warehouses.map((w) => w._id)),
  });
  if (problems.length > 0)
    throw new ApiError(ErrorCode.BadRequest, problems[0]?.message ?? Messages.validationFailed, problems);
  // A race lost between the read above and the write answers 409 too.
  return toAnswer(
    await writeSettings({ orgId: session.orgId, entityId: session.entityId, expectedVer: ver, settings }),
  );
}

/** GET EntitySettings. */
export async function getEntitySettings(
  call: Call<typeof settingsRoutes.getEntitySettings>,
): Promise<EntitySettingsAnswer> {
  return toAnswer(await loadEntity(call.session));
}

/**
 * PUT EntitySettings: the sections sent replace the stored ones whole; a
 * section left out keeps its stored value (docs/decisions.md "What a PUT keeps"),
 * so a body without `Common` never clears the branch's GSTIN.
 */
export async function putEntitySettings(
  call: Call<typeof settingsRoutes.putEntitySettings>,
): Promise<EntitySettingsAnswer> {
  const { ver, Settings: asAnswered, ...sections } = call.body;
  const entity = await loadEntity(call.session);
  const filled = (o: object) => Object.entries(o).filter(([, value]) => value !== undefined);
  const sent = Object.fromEntries([...filled(asAnswered ?? {}), ...filled(sections)]);
  return save(call.session, entity, ver, { ...entity.Settings, ...sent });
}

/** Merges one section's body into the current settings. */
export function mergeSection<K extends SettingsSection>(
  current: EntitySettings,
  name: K,
  body: SectionBody<K>,
): EntitySettings {
  // Each case narrows `body` by its own section key.
  const b = body as SectionBody<SettingsSection> & Record<string, unknown>;
  switch (name) {
    case 'Common': {
      const c = b as SectionBody<'Common'>;
      return {
        ...current,
        Common: c.Common,
        ...(c.Address ? { Address: c.Address } : {}),
        ...(c.TZ ? { TZ: c.TZ } : {}),
      };
    }
    case 'Service':
      return { ...current, Service: (b as SectionBody<'Service'>).Service };
    case 'Inventory':
      return { ...current, Inventory: (b as SectionBody<'Inventory'>).Inventory };
    case 'Sales':
      return { ...current, Sales: (b as SectionBody<'Sales'>).Sales };
    case 'Accounting':
      return { ...current, Acc: (b as SectionBody<'Accounting'>).Acc };
    case 'UITheme':
      return { ...current, UITheme: (b as SectionBody<'UITheme'>).UITheme };
    case 'Terms': {
      const { ITerms, IPTerms, WTerms, ETerms, CNotes, SOTerms } = (b as SectionBody<'Terms'>).Terms;
      return {
        ...current,
        Acc: { ...current.Acc, ITerms, IPTerms },
        Service: { ...current.Service, WTerms, ETerms, CNotes },
        Sales: { ...current.Sales, SOTerms },
      };
    }
  }
  throw new Error(`Unknown settings section ${String(name)}`);
}

const sectionCall =
  <K extends SettingsSection>(name: K) =>
  async (call: { session: SessionContext; body: SectionBody<K> }): Promise<EntitySettingsAnswer> => {
    const entity = await loadEntity(call.session);
    assertCurrent(entity, call.body.ver);
    return save(call.session, entity, call.body.ver, mergeSection(entity.Settings, name, call.body));
  };

export const putCommon = sectionCall('Common');
export const putService = sectionCall('Service');
export const putInventory = sectionCall('Inventory');
export const putSales = sectionCall('Sales');
export const putAccounting = sectionCall('Accounting');
export const putUITheme = sectionCall('UITheme');
export const putTerms = sectionCall('Terms');
