import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { email, phone, pinCode } from './contact-fields';
import { FieldMessages } from '../validation/field-messages';
import { emptyAsUndefined, optionalOrEmpty } from './optional-or-empty';

describe('optional or empty', () => {
  it('passes blank as empty and checks anything else with the field, keeping its message', () => {
    const pin = optionalOrEmpty(pinCode);
    expect(pin.parse('')).toBe('');
    expect(pin.parse('   ')).toBe('');
    expect(pin.parse(' 560001 ')).toBe('560001');
    expect(pin.safeParse('5600').error?.issues[0]?.message).toBe(FieldMessages.pin);
    expect(optionalOrEmpty(phone).safeParse('12345').error?.issues[0]?.message).toBe(FieldMessages.phone);
    expect(optionalOrEmpty(phone).parse('+91 98450-00001')).toBe('9845000001');
  });

  it('puts the message on the field inside an object', () => {
    const form = z.object({ Email: optionalOrEmpty(email) });
    expect(form.safeParse({ Email: 'nope' }).error?.issues).toMatchObject([
      { path: ['Email'], message: FieldMessages.email },
    ]);
    expect(form.parse({ Email: ' Asha@Example.COM ' })).toEqual({ Email: 'asha@example.com' });
  });

  it('reads blank as not given in a request body', () => {
    const body = z.object({ Phone: emptyAsUndefined(phone) });
    expect(body.parse({ Phone: '' })).toEqual({ Phone: undefined });
    expect(body.parse({})).toEqual({});
    expect(body.parse({ Phone: '098450 00001' })).toEqual({ Phone: '9845000001' });
  });
});
