import { describe, expect, it } from 'vitest';
import { INDUSTRIES } from '../entity/entity-config';
import { industryLabels } from './industry-labels';

describe('§1 Labels adapt to the industry', () => {
  it.each([
    // industry, product, order, item, customer
    ['AUTO-1', 'Vehicle', 'Repair Order', 'Part', 'Customer'],
    ['AUTO-2', 'Vehicle', 'Repair Order', 'Part', 'Customer'],
    ['AUTO-3', 'Vehicle', 'Repair Order', 'Part', 'Customer'],
    ['AUTO-4', 'Vehicle', 'Repair Order', 'Part', 'Customer'],
    ['HC-1', 'Equipment', 'Work Order', 'Item', 'Customer'],
    ['HC-2', 'Equipment', 'Work Order', 'Item', 'Patient'],
    ['HC-3', 'Equipment', 'Work Order', 'Item', 'Patient'],
    ['HC-4', 'Equipment', 'Work Order', 'Item', 'Patient'],
    ['SVCS-1', 'Equipment', 'Work Order', 'Item', 'Customer'],
    ['SVCS-3', 'Equipment', 'Work Order', 'Item', 'Customer'],
    ['MAN-1', 'Product', 'Work Order', 'Item', 'Customer'],
    ['OTHER', 'Product', 'Work Order', 'Item', 'Customer'],
    ['PROJECTS', 'Product', 'Work Order', 'Item', 'Customer'],
  ] as const)('%s: %s, %s, %s, %s', (industry, product, order, item, customer) => {
    const labels = industryLabels(industry);
    expect([labels.Product, labels.Order, labels.Item, labels.Customer]).toEqual([product, order, item, customer]);
  });

  it('plurals follow the singular', () => {
    expect(industryLabels('AUTO-2')).toMatchObject({
      Products: 'Vehicles',
      Orders: 'Repair Orders',
      Items: 'Parts',
      Customers: 'Customers',
    });
    expect(industryLabels('HC-3')).toMatchObject({
      Products: 'Equipment',
      Orders: 'Work Orders',
      Items: 'Items',
      Customers: 'Patients',
    });
    expect(industryLabels('MAN-1').Products).toBe('Products');
  });

  it('every industry has labels', () => {
    for (const industry of INDUSTRIES) expect(industryLabels(industry).Order.length).toBeGreaterThan(0);
  });
});
