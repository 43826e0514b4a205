import { describe, expect, it } from 'vitest';
import { RESOURCES } from './resource-access';
import { flagLabels, resourceLabels } from './access-labels';

describe('access labels', () => {
  const auto = resourceLabels('AUTO-2');

  it('names every resource of every area in words, none by its code', () => {
    for (const area of ['Common', 'Accounting', 'Inventory', 'Service', 'Sales'] as const) {
      for (const code of RESOURCES[area]) {
        const label = auto[area][code];
        expect(label, `${area}.${code}`).toBeDefined();
        expect(label).not.toBe(code);
        expect(label).toMatch(/^[A-Z][a-z]+( [A-Za-z]+)*$/);
      }
    }
  });

  it('uses the industry words: a workshop has repair orders and vehicles, a clinic patients', () => {
    expect(auto.Service.WO).toBe('Repair Orders');
    expect(auto.Common.Product).toBe('Vehicles');
    expect(resourceLabels('HC-2').Common.Customer).toBe('Patients');
    expect(flagLabels('AUTO-2').Service.find(([flag]) => flag === 'ReOpenWO')?.[1]).toBe('Reopen repair orders');
  });

  it('spells out the free-form flag', () => {
    expect(flagLabels('AUTO-2').Accounting.find(([flag]) => flag === 'FF')?.[1]).toBe('Free-form invoice lines');
  });
});
