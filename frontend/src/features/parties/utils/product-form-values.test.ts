import { latestModelYear, ModelYearMessages } from '@shared/parties/model-year';
import { describe, expect, it } from 'vitest';
import { checkProductValues, newProductValues } from './product-form-values';

describe('product form year', () => {
  it('refuses a year after next year on the Year field, with the shared rule’s words', () => {
    const latest = latestModelYear();
    const values = { ...newProductValues(), RegNo: 'KA01AB1234', Year: String(latest + 1) };
    expect(checkProductValues(values, true)).toEqual([{ path: 'Year', message: ModelYearMessages.tooLate(latest) }]);
    expect(checkProductValues({ ...values, Year: String(latest) }, true)).toEqual([]);
  });
});
