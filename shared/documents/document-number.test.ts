import { describe, expect, it } from 'vitest';
import { isLinkableNumber, linkedDocumentOfSeries } from './document-links';
import { DOCUMENT_NUMBER_SOURCE, formatDocumentNumber, parseDocumentNumber } from './document-number';

describe('document numbers', () => {
  it('formats and parses back the same shape', () => {
    expect(formatDocumentNumber('EST', '2627', 1)).toBe('EST/2627/00001');
    expect(formatDocumentNumber('WO', '26', 1_234_567)).toBe('WO/26/1234567');
    for (const num of ['EST/2627/00001', 'WO/26/1234567', 'A1B2C3/2627/00012']) {
      const parsed = parseDocumentNumber(num);
      expect(parsed?.Num).toBe(num);
      expect(formatDocumentNumber(parsed?.Series ?? '', parsed?.FY ?? '', Number(num.split('/')[2]))).toBe(num);
    }
    expect(parseDocumentNumber('INV/2627/00012')).toEqual({ Series: 'INV', FY: '2627', Num: 'INV/2627/00012' });
    // The year after 99 is 00.
    expect(parseDocumentNumber('WO/9900/00001')?.FY).toBe('9900');
  });

  it('is not fooled by dates, short sequences, lower case or a year that does not follow', () => {
    for (const text of [
      '12/03/2026',
      'EST/2627/0001',
      'est/2627/00001',
      'EST/2629/00001',
      'EST/262/00001',
      'TOOLONG/2627/00001',
      'EST/2627/00001x',
    ]) {
      expect(parseDocumentNumber(text), text).toBeUndefined();
    }
    expect(new RegExp(`^${DOCUMENT_NUMBER_SOURCE}$`).test('RCPT/2627/00001')).toBe(true);
  });

  it('links estimates, repair orders and invoices of any series, not credit notes or receipts', () => {
    expect(['EST', 'WO', 'INV', 'SRV'].map(linkedDocumentOfSeries)).toEqual([
      'Estimate',
      'RepairOrder',
      'Invoice',
      'Invoice',
    ]);
    expect(['CN', 'RCPT'].map(linkedDocumentOfSeries)).toEqual([undefined, undefined]);
    expect(isLinkableNumber('SRV/2627/00007')).toBe(true);
    expect(isLinkableNumber('CN/2627/00001')).toBe(false);
  });
});
