import { describe, expect, it } from 'vitest';
import { GST_REFORM_DATE, taxCode } from '../documents/tax-codes';
import {
  CATALOGUE_TAX_CODES,
  gstRateOn,
  HSN_RATES,
  hsnRate,
  interStateTwin,
  NOV_2017_CUT_INTRA,
  taxCodeForHsn,
} from './gst-rates';
import { SEED_PARTS } from './seed';

const DAY_BEFORE = '2025-09-21';

describe('GST rates by date of supply', () => {
  it('the catalogue tax codes are valid and versions of one id never overlap', () => {
    for (const c of CATALOGUE_TAX_CODES) expect(taxCode.safeParse(c).success).toBe(true);
    for (const id of new Set(CATALOGUE_TAX_CODES.map((c) => c._id))) {
      const v = CATALOGUE_TAX_CODES.filter((c) => c._id === id).sort((a, b) => (a.EffFrom < b.EffFrom ? -1 : 1));
      for (let i = 1; i < v.length; i++) expect((v[i - 1]?.EffTo ?? '9999') < (v[i]?.EffFrom ?? '')).toBe(true);
    }
  });

  it('every table line resolves on every date from 1 July 2017, intra- and inter-state alike', () => {
    for (const r of HSN_RATES) {
      for (const date of ['2017-07-01', '2017-11-14', '2017-11-15', DAY_BEFORE, GST_REFORM_DATE, '2026-04-01']) {
        expect(gstRateOn(r.code, date), `${r.code} ${date}`).toBeDefined();
        expect(gstRateOn(r.code, date, true)).toBe(gstRateOn(r.code, date));
      }
    }
  });

  it.each<[string, string, number]>([
    ['87083000', 'brake pads', 28],
    ['87088000', 'shock absorbers', 28],
    ['40111010', 'tyres', 28],
    ['85071000', 'lead-acid batteries', 28],
    ['85111000', 'spark plugs', 28],
    ['85122010', 'headlamps', 28],
    ['84133030', 'water pumps', 28],
    ['84212300', 'oil filters', 18],
    ['27101980', 'engine oil', 18],
    ['70072190', 'windshield glass', 18],
    ['9987', 'repair services', 18],
  ])('%s (%s): %i %% on 21 Sep 2025, 18 %% from 22 Sep 2025', (hsn, _what, before) => {
    expect(gstRateOn(hsn, DAY_BEFORE)).toBe(before);
    expect(gstRateOn(hsn, GST_REFORM_DATE)).toBe(18);
    expect(gstRateOn(hsn, '2025-12-31', true)).toBe(18);
  });

  it('glass, mirrors and coolant were 28 % until the cut of 15 Nov 2017', () => {
    expect(gstRateOn('70072190', '2017-11-14')).toBe(28);
    expect(gstRateOn('70091000', '2017-11-15')).toBe(18);
    expect(gstRateOn('38200000', '2017-11-14')).toBe(28);
    expect(gstRateOn('38200000', '2017-11-15')).toBe(18);
    expect(gstRateOn('38200000', GST_REFORM_DATE, true)).toBe(18);
  });

  it('the seeded coolant carries the 15 Nov 2017 code; brake fluid and bearings stay at 18 % throughout', () => {
    const coolant = SEED_PARTS.find((p) => p.HSN === '38200000');
    expect(coolant?.TCode).toBe(NOV_2017_CUT_INTRA);
    for (const hsn of ['38190010', '84821020']) {
      for (const date of ['2017-07-01', DAY_BEFORE, GST_REFORM_DATE])
        expect(gstRateOn(hsn, date), `${hsn} ${date}`).toBe(18);
    }
  });

  it('finds the longest listed code, the inter-state twin, and nothing for an unknown code', () => {
    expect(hsnRate('87083000')?.code).toBe('8708');
    expect(taxCodeForHsn('87083000')).toBe(107);
    expect(taxCodeForHsn('87083000', true)).toBe(115);
    expect(interStateTwin(106)).toBe(114);
    expect(taxCodeForHsn('01012100')).toBeUndefined();
    expect(gstRateOn('01012100', GST_REFORM_DATE)).toBeUndefined();
    expect(gstRateOn('8708', '2017-06-30')).toBeUndefined();
  });

  it('a seeded brake part is taxed 28 % before and 18 % from the reform date', () => {
    const pads = SEED_PARTS.find((p) => p.Desc.startsWith('Front brake pad set'));
    expect(pads?.TCode).toBe(107);
    expect(gstRateOn(pads?.HSN ?? '', DAY_BEFORE)).toBe(28);
    expect(gstRateOn(pads?.HSN ?? '', GST_REFORM_DATE)).toBe(18);
  });
});
