import { describe, expect, it } from 'vitest';
import { itemSearchPlan } from './item-search-repo';
import { itemTokens } from './item-search-rows';

/** The item search index's tokens and query plan (docs/inventory-items.md §13.2). */
describe('the item search tokens', () => {
  it('are the code and SKU normalised and each indexed word, once', () => {
    expect(itemTokens('OF-611', 'SWF-0611', 'Oil filter for Swift, oil')).toEqual([
      { token: 'swf0611', kind: 'S' },
      { token: 'of611', kind: 'C' },
      { token: 'oil', kind: 'W' },
      { token: 'filter', kind: 'W' },
      { token: 'swift', kind: 'W' },
    ]);
  });

  it('leave out a code of one character', () => {
    expect(itemTokens('X', undefined, 'Washer')).toEqual([{ token: 'washer', kind: 'W' }]);
  });
});

describe('the query plan', () => {
  it('reads one word, or a text with a digit, as a code prefix', () => {
    expect(itemSearchPlan('OF-611')).toEqual({ prefix: 'of611', filters: [] });
    expect(itemSearchPlan('Swi')).toEqual({ prefix: 'swi', filters: [] });
    expect(itemSearchPlan('09 110-M')).toEqual({ prefix: '09110m', filters: [] });
  });

  it('queries the longest word of several and filters on the others', () => {
    expect(itemSearchPlan('brake pad')).toEqual({ prefix: 'brake', filters: ['pad'] });
    expect(itemSearchPlan('oil-filter')).toEqual({ prefix: 'filter', filters: ['oil'] });
  });

  it('has nothing to search in fewer than two letters or digits', () => {
    expect(itemSearchPlan('a')).toBeUndefined();
    expect(itemSearchPlan(' - ')).toBeUndefined();
  });
});
