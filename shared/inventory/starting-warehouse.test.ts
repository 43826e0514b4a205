import { describe, expect, it } from 'vitest';
import { startingWarehouse } from './starting-warehouse';

const MS = { _id: 'MS' };
const LB = { _id: 'LB' };

describe('the warehouse a stock form starts with', () => {
  it('takes the default warehouse for stock forms and the main one for purchases and transfers', () => {
    const settings = { DefWId: 'LB', MainWId: 'MS' };
    expect(startingWarehouse(settings, [MS, LB], 'stock')).toBe('LB');
    expect(startingWarehouse(settings, [MS, LB], 'main')).toBe('MS');
  });

  it('falls back to the other setting when one is missing or no longer active', () => {
    expect(startingWarehouse({ MainWId: 'MS' }, [MS, LB], 'stock')).toBe('MS');
    expect(startingWarehouse({ DefWId: 'GONE', MainWId: 'LB' }, [MS, LB], 'stock')).toBe('LB');
    expect(startingWarehouse({ DefWId: 'LB' }, [MS, LB], 'main')).toBe('LB');
  });

  it('without either: the only warehouse, or the first when asked, else none (the user chooses)', () => {
    expect(startingWarehouse({}, [MS], 'stock')).toBe('MS');
    expect(startingWarehouse({}, [MS, LB], 'stock')).toBe('');
    expect(startingWarehouse({}, [MS, LB], 'stock', { orFirst: true })).toBe('MS');
    expect(startingWarehouse({ DefWId: 'GONE' }, [], 'stock', { orFirst: true })).toBe('');
  });
});
