import { describe, expect, it } from 'vitest';
import { DEFAULT_TAX_CODES } from '../documents/tax-codes';
import { entitySettings } from '../entity/entity-settings';
import { INCOME_ACCOUNTS } from './accounts';
import { GST_STATES } from '../gst/states';
import { normaliseSettings, settingsProblems, SettingsMessages } from './validate-settings';

const ref = {
  states: GST_STATES,
  taxCodes: DEFAULT_TAX_CODES,
  accounts: INCOME_ACCOUNTS,
  warehouseIds: new Set(['W1']),
};
const base = entitySettings.parse({
  Common: { Tax: { Tax: true, GSTIN: '29AAGCB7383J1Z4', IntraTC: 106, InterTC: 114 } },
  Address: { Add1: 'x', Ct: 'Bengaluru', State: 'Karnataka', Pin: '560034', StCode: '29' },
  Inventory: { DefWId: 'W1' },
});

describe('settingsProblems', () => {
  it('accepts consistent settings', () => {
    expect(settingsProblems(base, ref)).toEqual([]);
  });

  it('names each broken rule with its field path', () => {
    const broken = entitySettings.parse({
      ...base,
      Common: { Tax: { Tax: true, GSTIN: '33AAKCK4321M1ZG', IntraTC: 114, InterTC: 999 } },
      Address: { ...base.Address, StCode: '25', State: '' },
      TZ: 'Nowhere/Town',
      Acc: { PartAcc: 4000 },
      Inventory: { MainWId: 'W2' },
    });
    expect(settingsProblems(broken, ref).map((p) => p.path)).toEqual([
      'Address.StCode',
      'Common.Tax.GSTIN',
      'Common.Tax.IntraTC',
      'Common.Tax.InterTC',
      'TZ',
      'Acc.PartAcc',
      'Inventory.MainWId',
    ]);
    expect(settingsProblems(broken, ref)[3]?.message).toBe(SettingsMessages.unknownTaxCode(999));
  });

  it('normalises the GSTIN to upper case and drops an empty one', () => {
    const lower = { ...base, Common: { ...base.Common, Tax: { ...base.Common.Tax, GSTIN: ' 29aagcb7383j1z4 ' } } };
    expect(normaliseSettings(lower).Common.Tax.GSTIN).toBe('29AAGCB7383J1Z4');
    const empty = { ...base, Common: { ...base.Common, Tax: { ...base.Common.Tax, GSTIN: '' } } };
    expect(normaliseSettings(empty).Common.Tax.GSTIN).toBeUndefined();
  });
});
