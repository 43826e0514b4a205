import { roundDiv } from '../../documents/money-math';
import { taxCodeForHsn } from '../gst-rates';
import type { Application, Part } from '../schemas';
import { fits, PART_FAMILIES, type PartFamily } from './part-families';
import { VEHICLE_MODELS, type VehicleModel } from './vehicle-models';

/**
 * About 400 parts: each family for each model it fits, plus tyres and batteries
 * per size (shared by the models that use it) and each maker's fluids. Built
 * once at import from fixed tables, so the seed is the same on every run.
 */

/** A plausible part number in the maker's own style (not a real catalogue number). */
export function partCode(make: string, familyNo: string, modelCode: string, index: number): string {
  const seq = String(100 + index).padStart(4, '0');
  switch (make) {
    case 'Maruti Suzuki':
      return `${familyNo}M${modelCode}00`;
    case 'Hyundai':
      return `${familyNo}-${modelCode}A00`;
    case 'Tata':
      return `${familyNo.slice(0, 4)} ${modelCode} ${familyNo.slice(4)}${seq.slice(1)}`;
    case 'Mahindra':
      return `${familyNo.slice(0, 4)}${modelCode}${familyNo.slice(4)}${seq}N`;
    case 'Honda':
      return `${familyNo}-${modelCode}-A0${index % 10}`;
    default:
      return `${familyNo}-${modelCode}${seq.slice(1)}`;
  }
}

/** Rupees: base × percent, to the nearest 5 (integers throughout, no float money maths). */
const scaledPrice = (base: number, pct: number): number => roundDiv(roundDiv(base * pct, 100), 5) * 5;

const app = (m: VehicleModel, Variant?: string): Application => ({
  Make: m.Make,
  Model: m.Model,
  ...(Variant ? { Variant } : {}),
  FromYr: m.FromYr,
});

const tax = (hsn: string): number => {
  const id = taxCodeForHsn(hsn);
  if (id === undefined) throw new Error(`No tax code for HSN ${hsn}`);
  return id;
};

type Draft = Omit<Part, '_id'>;

function modelPart(family: PartFamily, model: VehicleModel, index: number): Draft {
  return {
    PCode: partCode(model.Make, family.no, model.code, index),
    Desc: `${family.Desc} - ${model.Model}`,
    Cat: family.Cat,
    Make: model.Make,
    Apps: family.topOnly ? model.topVariants.map((v) => app(model, v)) : [app(model)],
    HSN: family.HSN,
    UoM: family.UoM,
    UnPr: scaledPrice(family.base, model.pricePct),
    TCode: tax(family.HSN),
  };
}

/** Brand, tread pattern and the short forms used in the part code. */
const TYRE_BRANDS = [
  ['MRF', 'ZLX', 'MRF', 'ZLX'],
  ['Apollo', 'Alnac 4G', 'APL', 'ALN4G'],
  ['CEAT', 'SecuraDrive', 'CEAT', 'SDRV'],
  ['JK Tyre', 'UX Royale', 'JK', 'UXR'],
  ['Bridgestone', 'Ecopia EP150', 'BS', 'EP150'],
] as const;
/** Street price of a car tyre by rim size in inches. */
const TYRE_PRICE: Readonly<Record<string, number>> = { '15': 5250, '16': 6450, '17': 8200, '18': 10600 };
const BATTERY_BRANDS = [
  ['Amaron', 'AAM-FL'],
  ['Exide', 'EXD-ML'],
] as const;

/** Parts keyed by a shared attribute (tyre size, battery capacity): one part, every model using it. */
function sharedParts<K extends string | number>(
  keyOf: (m: VehicleModel) => K,
  build: (key: K, models: VehicleModel[], i: number) => Draft,
): Draft[] {
  const groups = new Map<K, VehicleModel[]>();
  for (const m of VEHICLE_MODELS) groups.set(keyOf(m), [...(groups.get(keyOf(m)) ?? []), m]);
  return [...groups.entries()].map(([key, models], i) => build(key, models, i));
}

function tyres(family: PartFamily): Draft[] {
  return sharedParts(
    (m) => m.tyre,
    (size, models, i) => {
      const [brand, pattern, brandCode, patternCode] = TYRE_BRANDS[i % TYRE_BRANDS.length] ?? TYRE_BRANDS[0];
      const rim = size.slice(-2);
      return {
        PCode: `${brandCode}-${patternCode}-${size.replace(/\D/g, '')}`,
        Desc: `${family.Desc.replace('{tyre}', size)} ${brand} ${pattern}`,
        Cat: family.Cat,
        Make: brand,
        Apps: models.map((m) => app(m)),
        HSN: family.HSN,
        UoM: family.UoM,
        UnPr: TYRE_PRICE[rim] ?? 6450,
        TCode: tax(family.HSN),
      };
    },
  );
}

function batteries(family: PartFamily): Draft[] {
  return sharedParts(
    (m) => m.batteryAh,
    (ah, models, i) => {
      const [brand, prefix] = BATTERY_BRANDS[i % BATTERY_BRANDS.length] ?? BATTERY_BRANDS[0];
      return {
        PCode: `${prefix}-${ah}${ah >= 60 ? 'D31R' : 'B20L'}`,
        Desc: `${family.Desc.replace('{ah}', String(ah))} ${brand}`,
        Cat: family.Cat,
        Make: brand,
        Apps: models.map((m) => app(m)),
        HSN: family.HSN,
        UoM: family.UoM,
        UnPr: scaledPrice(family.base, ah * 100),
        TCode: tax(family.HSN),
      };
    },
  );
}

/** Each maker's genuine fluids, for all its seeded models. */
const FLUIDS = [
  { Desc: 'Engine oil 5W-30 fully synthetic', HSN: '27101980', price: 690, no: '99000' },
  { Desc: 'Engine coolant long life (ready to use)', HSN: '38200000', price: 390, no: '99001' },
  { Desc: 'Brake fluid DOT 4', HSN: '38190010', price: 720, no: '99002' },
] as const;

function fluids(): Draft[] {
  const makes = [...new Set(VEHICLE_MODELS.map((m) => m.Make))];
  return makes.flatMap((make) => {
    const models = VEHICLE_MODELS.filter((m) => m.Make === make);
    const first = models[0];
    if (first === undefined) return [];
    return FLUIDS.map((fl, i): Draft => ({
      PCode: partCode(make, fl.no, first.code, 90 + i),
      Desc: `${fl.Desc} - ${make} genuine`,
      Cat: 'LUBRICANTS_AND_FLUIDS',
      Make: make,
      Apps: models.map((m) => app(m)),
      HSN: fl.HSN,
      UoM: 'LTR',
      UnPr: scaledPrice(fl.price, first.pricePct),
      TCode: tax(fl.HSN),
    }));
  });
}

function buildParts(): Part[] {
  const drafts: Draft[] = [];
  PART_FAMILIES.forEach((family, index) => {
    if (family.brand === 'TYRE') drafts.push(...tyres(family));
    else if (family.brand === 'BATTERY') drafts.push(...batteries(family));
    else for (const model of VEHICLE_MODELS) if (fits(family, model)) drafts.push(modelPart(family, model, index));
  });
  drafts.push(...fluids());
  return drafts.map((d, i) => ({ _id: `PRT${String(i + 1).padStart(4, '0')}`, ...d }));
}

export const SEED_PARTS: readonly Part[] = buildParts();
