import { describe, expect, it } from 'vitest';
import { ApiError } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { TextMessages } from '@shared/fields/clean-text';
import { cleanAddressValues, cleanBody, MAX_DEPTH } from './clean-input';

const refusal = (run: () => unknown): ApiError => {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

const nested = (levels: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

describe('cleanBody: the rules every request body meets before its schema', () => {
  it('keeps ordinary values and normalises text to NFC, keys included', () => {
    expect(cleanBody({ Name: 'Cafe\u0301', 'Cle\u0301': ['a\tb', 12.5, true, null], n: -9007199254740991 })).toEqual({
      Name: 'Caf\u00e9',
      'Cl\u00e9': ['a\tb', 12.5, true, null],
      n: -9007199254740991,
    });
    expect(cleanBody(undefined)).toBeUndefined();
  });

  it.each([
    [{ x: 1e20 }, 'x', Messages.numberOutOfRange],
    [{ x: [1, Infinity] }, 'x.1', Messages.numberOutOfRange],
    [{ x: -Infinity }, 'x', Messages.numberOutOfRange],
    [{ a: { b: 'x\u0000' } }, 'a.b', TextMessages.control],
    [{ 'k\u202E': 1 }, 'k\u202E', TextMessages.bidi],
    [{ s: '\uD800' }, 's', TextMessages.malformed],
  ])('refuses %j at %s', (body, path, message) => {
    const error = refusal(() => cleanBody(body));
    expect(error.status).toBe(400);
    expect(error.message).toBe(message);
    expect(error.errors?.[0]?.path).toBe(path);
  });

  it(`allows ${MAX_DEPTH} levels of nesting and refuses more`, () => {
    expect(cleanBody(nested(MAX_DEPTH - 1))).toEqual(nested(MAX_DEPTH - 1));
    expect(refusal(() => cleanBody(nested(40))).message).toBe(Messages.nestedTooDeeply);
  });
});

describe('cleanAddressValues', () => {
  it('normalises path and query values', () => {
    expect(cleanAddressValues({ q: 'Cafe\u0301', none: undefined }, 'query')).toEqual({ q: 'Caf\u00e9' });
  });
  it('refuses hidden characters naming the parameter, and broken text as a bad address', () => {
    expect(refusal(() => cleanAddressValues({ q: 'a\u0007' }, 'query')).errors?.[0]?.path).toBe('query.q');
    expect(refusal(() => cleanAddressValues({ id: '\uDC00' }, 'params')).message).toBe(Messages.malformedAddress);
  });
});
