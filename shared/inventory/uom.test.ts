import { describe, expect, it } from 'vitest';
import { ItemMessages } from './item-messages';
import { salePriceP } from './sale-price';
import { splitIntoUoM, toBaseQty } from './uom';

/** The worked examples of docs/inventory-items.md §5 and §6. */
describe('unit conversions (thousandths, exact or refused)', () => {
  const box = { UoM: 'BOX', PerQ: 12_000 };
  const can = { UoM: 'CAN', PerQ: 3_500 };

  it('converts to the base unit exactly', () => {
    expect(toBaseQty(1_500, 'BOX', 'NOS', [box])).toEqual({ qtyQ: 18_000 });
    expect(toBaseQty(2_000, 'CAN', 'LTR', [can])).toEqual({ qtyQ: 7_000 });
    expect(toBaseQty(1_001, 'CAN', 'LTR', [can])).toEqual({ refusal: ItemMessages.uomNotExact('CAN', 'LTR') });
    expect(toBaseQty(7, 'NOS', 'NOS', [box])).toEqual({ qtyQ: 7 });
  });

  it('refuses part of a unit counted whole, and a unit the item does not have', () => {
    expect(toBaseQty(1_250, 'BOX', 'NOS', [box])).toEqual({ qtyQ: 15_000 });
    expect(toBaseQty(1_040, 'BOX', 'NOS', [box])).toEqual({ refusal: ItemMessages.uomNotWhole('NOS') });
    expect(toBaseQty(1_000, 'CASE', 'NOS', [box])).toEqual({ refusal: ItemMessages.uomUnknown('CASE') });
  });

  it('shows a base quantity as whole units and the rest', () => {
    expect(splitIntoUoM(18_000, box)).toEqual({ whole: 1, restQ: 6_000 });
    expect(splitIntoUoM(7_250, can)).toEqual({ whole: 2, restQ: 250 });
  });
});

describe('sale price (PrList, PrListId, NoPRPrice)', () => {
  it('takes the default list price, else the part price, or none with NoPRPrice', () => {
    const on = { PrList: true, PrListId: 'PRL1' };
    expect(salePriceP(120_000, 98_050, on)).toEqual({ priceP: 98_050, from: 'List' });
    expect(salePriceP(120_000, undefined, on)).toEqual({ priceP: 120_000, from: 'Part' });
    expect(salePriceP(120_000, undefined, { ...on, NoPRPrice: true })).toBeUndefined();
    expect(salePriceP(120_000, 98_050, { PrListId: 'PRL1' })).toEqual({ priceP: 120_000, from: 'Part' });
  });
});
