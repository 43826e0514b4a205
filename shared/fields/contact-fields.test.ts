import { describe, expect, it } from 'vitest';
import { email, mobilePhone, officePhone, phone, pinCode } from './contact-fields';
import { FieldMessages } from '../validation/field-messages';
import { sacCode, gstStateCode } from './tax-fields';

describe('field rules', () => {
  it.each(['560001', ' 110001 '])('PIN %s is six digits', (pin) => expect(pinCode.safeParse(pin).success).toBe(true));
  it.each(['56000', '5600011', 'ABCDEF'])('PIN %s is refused', (pin) =>
    expect(pinCode.safeParse(pin).error?.issues[0]?.message).toBe(FieldMessages.pin),
  );

  it("a person's phone is 10 digits, stored without +91, 0, spaces or hyphens", () => {
    expect(phone.parse('9845000001')).toBe('9845000001');
    expect(phone.parse('+91 98450-00001')).toBe('9845000001');
    expect(phone.parse('098450 00001')).toBe('9845000001');
    expect(phone.parse('(080) 4000 1234')).toBe('8040001234');
    for (const bad of ['12345', '98450000011', '98450abc01'])
      expect(phone.safeParse(bad).error?.issues[0]?.message).toBe(FieldMessages.phone);
  });

  it("a mobile number is a person's phone in the 6–9 series; landlines, emoji and letters are refused", () => {
    expect(mobilePhone.parse('+91 98450-00001')).toBe('9845000001');
    expect(mobilePhone.parse('6000000000')).toBe('6000000000');
    expect(mobilePhone.safeParse('(022) 2345 6789').error?.issues[0]?.message).toBe(FieldMessages.mobile);
    expect(mobilePhone.safeParse('5123456789').error?.issues[0]?.message).toBe(FieldMessages.mobile);
    for (const bad of ['📞📞📞', 'call me', '12345', ''])
      expect(mobilePhone.safeParse(bad).error?.issues[0]?.message).toBe(FieldMessages.phone);
  });

  it('an office phone is kept as written: toll-free and landline numbers included', () => {
    expect(officePhone.parse('1800-266-0101')).toBe('1800-266-0101');
    expect(officePhone.parse('080 4000 1234')).toBe('080 4000 1234');
    expect(officePhone.safeParse('12345').success).toBe(false);
    expect(officePhone.safeParse('call 080').success).toBe(false);
  });

  it('e-mail is trimmed and lower case', () => {
    expect(email.parse(' Asha@Example.COM ')).toBe('asha@example.com');
    expect(email.safeParse('not-an-email').error?.issues[0]?.message).toBe(FieldMessages.email);
  });

  it('SAC and state code shapes', () => {
    expect(sacCode.safeParse('9987').success).toBe(true);
    expect(sacCode.safeParse('998').success).toBe(false);
    expect(gstStateCode.safeParse('29').success).toBe(true);
    expect(gstStateCode.safeParse('7').error?.issues[0]?.message).toBe(FieldMessages.stateCode);
  });
});
