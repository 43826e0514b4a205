import { describe, expect, it } from 'vitest';
import { latestModelYear, modelYear, ModelYearMessages } from './model-year';
import { productCreateBody, productUpdateBody } from './product-schemas';

describe('model year: at most next year, one rule for form and server', () => {
  it('the latest year is the year after the current one', () => {
    expect(latestModelYear(new Date('2026-11-24T03:00:00Z'))).toBe(2027);
    expect(latestModelYear(new Date('2026-01-01T00:00:00Z'))).toBe(2027);
  });

  it('accepts 1900 to next year, refuses later years with a message that names the limit', () => {
    const next = latestModelYear();
    expect(modelYear.safeParse(next).success).toBe(true);
    expect(modelYear.safeParse(1900).success).toBe(true);
    const late = modelYear.safeParse(next + 1);
    expect(late.success).toBe(false);
    expect(late.error?.issues[0]?.message).toBe(ModelYearMessages.tooLate(next));
    expect(modelYear.safeParse(1899).success).toBe(false);
  });

  it('the product bodies the form and the call parse use it', () => {
    const next = latestModelYear();
    expect(productCreateBody.safeParse({ RegNo: 'KA01AB1234', Year: next + 5 }).success).toBe(false);
    expect(productUpdateBody.safeParse({ RegNo: 'KA01AB1234', Year: next + 1, ver: 1 }).success).toBe(false);
    expect(productCreateBody.safeParse({ RegNo: 'KA01AB1234', Year: next }).success).toBe(true);
  });
});
