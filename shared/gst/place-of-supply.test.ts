import { describe, expect, it } from 'vitest';
import { localTaxHead, supplyKind } from './place-of-supply';

describe('place of supply', () => {
  it('is intra-state when supplier and recipient are in the same state, inter-state otherwise', () => {
    expect(supplyKind({ supplierStateCode: '29', recipientStateCode: '29' })).toBe('intra');
    expect(supplyKind({ supplierStateCode: '29', recipientStateCode: '33' })).toBe('inter');
    expect(supplyKind({ supplierStateCode: '07', recipientStateCode: '06' })).toBe('inter');
  });

  it('takes the supplier location when the recipient state is not known', () => {
    expect(supplyKind({ supplierStateCode: '29' })).toBe('intra');
    expect(supplyKind({ supplierStateCode: '29', recipientStateCode: '' })).toBe('intra');
  });

  it('treats a supply to an SEZ as inter-state even within the state', () => {
    expect(supplyKind({ supplierStateCode: '29', recipientStateCode: '29', sez: true })).toBe('inter');
  });

  it('names the local half SGST in states and UTs with a legislature, UTGST in the others', () => {
    expect(localTaxHead('29')).toBe('SGST');
    expect(localTaxHead('07')).toBe('SGST');
    expect(localTaxHead('34')).toBe('SGST');
    expect(localTaxHead('04')).toBe('UTGST');
    expect(localTaxHead('38')).toBe('UTGST');
  });
});
