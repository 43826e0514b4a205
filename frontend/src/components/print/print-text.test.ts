import { buildPrintModel } from '@shared/documents/print';
import { printInput } from '@shared/documents/print/test/print-fixtures';
import { describe, expect, it } from 'vitest';
import { copyNumbers, pdfFileName, pdfTitle } from './print-text';

describe('print texts', () => {
  const model = buildPrintModel(printInput(), 'insuranceSplitCustomer');

  it('names the PDF after the document and the variant, in characters every file system takes', () => {
    expect(pdfTitle(model)).toBe('Estimate EST/2526/00042 - Insurance | Customer');
    expect(pdfFileName(model)).toBe('Estimate-EST-2526-00042-Insurance-Customer.pdf');
    expect(pdfFileName({ ...model, number: '' })).toBe('Estimate-Insurance-Customer.pdf');
  });

  it('prints 1 to 5 copies; anything else once', () => {
    expect(copyNumbers(3)).toEqual([1, 2, 3]);
    expect(copyNumbers(0)).toEqual([1]);
    expect(copyNumbers(9)).toEqual([1]);
    expect(copyNumbers(2.5)).toEqual([1]);
  });
});
