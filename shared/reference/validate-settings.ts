import type { TaxCode } from '../documents/tax-codes';
import type { EntitySettings } from '../entity/entity-settings';
import type { IncomeAccount } from './accounts';
import { gstinProblem, GstinMessages, gstinStateCode } from '../gst/gstin';
import { findState, StateMessages, type GstState } from '../gst/states';
import { isValidTimeZone } from '../fields/time-zone';

/** A problem with one field of the settings (the shape of the API's field errors). */
export type SettingsProblem = { path: string; message: string };

/** What the settings are checked against (reference sets and the branch's warehouses). */
export type SettingsReference = {
  states: readonly GstState[];
  taxCodes: readonly TaxCode[];
  accounts: readonly IncomeAccount[];
  /** Warehouse ids of the branch; only needed when Inventory names a warehouse. */
  warehouseIds?: ReadonlySet<string>;
};

export const SettingsMessages = {
  unknownTaxCode: (id: number): string => `Tax code ${id} does not exist.`,
  notIntraTaxCode: (id: number): string => `Tax code ${id} is not an intra-state (CGST + SGST) tax code.`,
  notInterTaxCode: (id: number): string => `Tax code ${id} is not an inter-state (IGST) tax code.`,
  gstinNeedsAddress: 'Enter the branch address with its state before the GSTIN.',
  unknownTimeZone: (tz: string): string => `Unknown time zone '${tz}'. Choose one from the list.`,
  unknownAccount: (id: number, use: string): string => `Account ${id} is not a ${use} income account.`,
  unknownWarehouse: (id: string): string => `Warehouse ${id} does not exist in this branch.`,
  saved: 'Settings saved. Other open windows will be asked to refresh.',
} as const;

/** Trims and upper-cases the GSTIN so the check and the stored value agree. */
export function normaliseSettings(settings: EntitySettings): EntitySettings {
  const gstin = settings.Common.Tax.GSTIN?.trim().toUpperCase();
  return {
    ...settings,
    Common: { ...settings.Common, Tax: { ...settings.Common.Tax, GSTIN: gstin === '' ? undefined : gstin } },
  };
}

/**
 * Rules that need reference data, beyond the zod schema: the address state must
 * exist (and its name match the code); the GSTIN must pass its checksum and
 * belong to the address state; time zone, default tax codes, income accounts and
 * warehouses must exist. Answers every problem, with its field path.
 */
export function settingsProblems(settings: EntitySettings, ref: SettingsReference): SettingsProblem[] {
  const problems: SettingsProblem[] = [];
  const add = (path: string, message: string): void => void problems.push({ path, message });

  const address = settings.Address;
  const state = address ? findState(address.StCode, ref.states) : undefined;
  if (address) {
    if (!state || state.GstinOnly) add('Address.StCode', StateMessages.unknown(address.StCode));
    else if (state.Legacy) add('Address.StCode', StateMessages.legacy(state.Name));
    else if (address.State.trim() !== '' && findState(address.State, ref.states)?.StCode !== state.StCode) {
      add('Address.State', StateMessages.nameMismatch(address.State, address.StCode, state.Name));
    }
  }

  const tax = settings.Common.Tax;
  if (tax.GSTIN) {
    const problem = gstinProblem(tax.GSTIN);
    if (problem) add('Common.Tax.GSTIN', GstinMessages[problem]);
    else if (!address) add('Common.Tax.GSTIN', SettingsMessages.gstinNeedsAddress);
    else if (gstinStateCode(tax.GSTIN) !== address.StCode) {
      add('Common.Tax.GSTIN', GstinMessages.branchStateMismatch(gstinStateCode(tax.GSTIN), address.StCode));
    }
  }
  const checkTaxCode = (path: string, id: number | undefined, intra: boolean): void => {
    if (id === undefined) return;
    const versions = ref.taxCodes.filter((c) => c._id === id);
    if (versions.length === 0) add(path, SettingsMessages.unknownTaxCode(id));
    else if (versions.some((c) => (c.Type === 1) !== intra)) {
      add(path, intra ? SettingsMessages.notIntraTaxCode(id) : SettingsMessages.notInterTaxCode(id));
    }
  };
  checkTaxCode('Common.Tax.IntraTC', tax.IntraTC, true);
  checkTaxCode('Common.Tax.InterTC', tax.InterTC, false);

  if (!isValidTimeZone(settings.TZ)) add('TZ', SettingsMessages.unknownTimeZone(settings.TZ));

  const checkAccount = (path: string, id: number | undefined, use: IncomeAccount['Use']): void => {
    if (id !== undefined && !ref.accounts.some((a) => a._id === id && a.Use === use)) {
      add(path, SettingsMessages.unknownAccount(id, use === 'Labor' ? 'labour' : 'parts'));
    }
  };
  checkAccount('Acc.LabAcc', settings.Acc.LabAcc, 'Labor');
  checkAccount('Acc.PartAcc', settings.Acc.PartAcc, 'Parts');

  for (const field of ['DefWId', 'MainWId'] as const) {
    const id = settings.Inventory[field];
    if (id !== undefined && id !== '' && !ref.warehouseIds?.has(id))
      add(`Inventory.${field}`, SettingsMessages.unknownWarehouse(id));
  }
  return problems;
}
