import { describe, expect, it } from 'vitest';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { PartyMessages } from '@shared/parties/party-messages';
import { ProductMessages } from '@shared/parties/product-schemas';
import { inIndustryWords } from './industry-words';

/** A server message a person sees follows the branch's industry (platform §1; docs/decisions-parties.md 'Messages in the industry's words'). */
const answer = (error: ApiError, industry: Parameters<typeof inIndustryWords>[1]) =>
  (inIndustryWords(error, industry) as ApiError).toBody();

describe('server messages in the industry’s words', () => {
  it('a clinic reads patients and equipment, a workshop customers and vehicles', () => {
    const notFound = new ApiError(ErrorCode.NotFound, ProductMessages.productNotFound);
    expect(answer(notFound, 'HC-2').message).toBe('Equipment not found.');
    expect(answer(notFound, 'AUTO-2').message).toBe('Vehicle not found.');
    expect(answer(notFound, 'MAN-1').message).toBe('Product not found.');
    const notOwner = new ApiError(ErrorCode.BadRequest, ProductMessages.notOwner, [
      { path: 'CustId', message: ProductMessages.notOwner },
    ]);
    expect(answer(notOwner, 'HC-2')).toEqual({
      errorCode: 400,
      message: 'This patient is not the current owner of the equipment.',
      errors: [{ path: 'CustId', message: 'This patient is not the current owner of the equipment.' }],
    });
    expect(answer(new ApiError(ErrorCode.NotFound, PartyMessages.customerNotFound), 'HC-2').message).toBe(
      'Patient not found.',
    );
    expect(answer(new ApiError(ErrorCode.Conflict, PartyMessages.duplicateCustomerPhone), 'AUTO-2').message).toBe(
      'A customer with this phone number already exists.',
    );
  });

  it('no message a person can see names a vehicle outright: the words come from the label table', () => {
    const texts = [...Object.values(ProductMessages), ...Object.values(PartyMessages)];
    const words = (text: string) => text.replace(/\{\w+\}/g, '');
    expect(texts.filter((text) => /\b(vehicles?|patients?|products?)\b/i.test(words(text)))).toEqual([]);
  });

  it('leaves other errors and texts without slots alone', () => {
    const plain = new Error('boom');
    expect(inIndustryWords(plain, 'HC-2')).toBe(plain);
    expect(answer(new ApiError(ErrorCode.Conflict, ProductMessages.duplicateRegNo), undefined).message).toBe(
      ProductMessages.duplicateRegNo,
    );
  });

  it('keeps everything else an error carries: field errors, headers and refused import rows', () => {
    const rows = [{ row: 2, field: 'Desc', message: 'Use at least 2 characters.' }];
    const filled = inIndustryWords(
      new ApiError(ErrorCode.BadRequest, '{Product} rows', undefined, { 'retry-after': '2' }, rows),
      'AUTO-2',
    ) as ApiError;
    expect(filled.toBody()).toEqual({ errorCode: 400, message: 'Vehicle rows', rows });
    expect(filled.headers).toEqual({ 'retry-after': '2' });
  });
});
