import { describe, expect, it } from 'vitest';
import { CommonMessages } from '../messages/common-messages';
import { GstinMessages } from '../gst/gstin';
import { partyCreateBody } from './party-schemas';
import { PartyMessages } from './party-messages';
import { ownershipBody, productCreateBody } from './product-schemas';
import { customerSearchQuery } from './search-schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('customer and vendor input', () => {
  it('fills the spec defaults and normalises phones, e-mails, GSTIN and state', () => {
    const parsed = partyCreateBody.parse({
      Type: 'Company',
      DName: 'Sri Lakshmi Motors',
      Cons: { Phones: { Main: '+91 98450 12345' }, Emails: ['Accounts@SLM.in'] },
      CPerson: {},
      BAdd: { Ct: 'Bengaluru', St: 'karnataka', Pin: '560034' },
      GSTIN: '29aakck4321m1z5',
    });
    expect(parsed.Cons.Phones).toEqual({ Main: '9845012345', Others: [] });
    expect(parsed.Cons.Emails).toEqual(['accounts@slm.in']);
    expect(parsed.CPerson).toEqual({ Sltn: 'Mister', Sex: 'Male', LName: '' });
    expect(parsed.BAdd).toMatchObject({ St: 'Karnataka', StCode: '29', CCode: 'IN' });
    expect(parsed.GSTIN).toBe('29AAKCK4321M1Z5');
  });

  it('derives the display name from the name parts', () => {
    expect(partyCreateBody.parse({ Sltn: 'Mr.', FName: 'Rajesh', LName: 'Kulkarni' }).DName).toBe(
      'Mr. Rajesh Kulkarni',
    );
    expect(firstMessage(partyCreateBody.safeParse({}))).toBe(PartyMessages.nameRequired);
  });

  it('refuses a GSTIN with a wrong check character or from another state', () => {
    const base = { DName: 'X', BAdd: { St: 'Karnataka' } };
    expect(firstMessage(partyCreateBody.safeParse({ ...base, GSTIN: '29AAKCK4321M1Z6' }))).toBe(GstinMessages.checksum);
    expect(firstMessage(partyCreateBody.safeParse({ ...base, GSTIN: '27AAPFU0939F1ZV' }))).toBe(
      GstinMessages.stateMismatch,
    );
    expect(firstMessage(partyCreateBody.safeParse({ DName: 'X', GSTIN: '27AAPFU0939F1ZV' }))).toBe(
      GstinMessages.billingStateRequired,
    );
  });

  it('refuses the same phone twice and bad titles', () => {
    const twice = partyCreateBody.safeParse({
      DName: 'X',
      Cons: { Phones: { Main: '9845012345', Others: ['09845012345'] } },
    });
    expect(firstMessage(twice)).toBe(PartyMessages.phoneRepeated);
    expect(partyCreateBody.safeParse({ DName: 'X', Sltn: 'Sir' }).success).toBe(false);
  });
});

describe('product and ownership input', () => {
  it('normalises the registration number and refuses a bad VIN', () => {
    expect(productCreateBody.parse({ RegNo: 'ka 01 ab 1234' }).RegNo).toBe('KA01AB1234');
    expect(productCreateBody.safeParse({ RegNo: 'KA01AB1234', VIN: 'MA3EWDE1S00I23456' }).success).toBe(false);
  });

  it('needs product, date and customer for an ownership change', () => {
    expect(firstMessage(ownershipBody.safeParse({ Dt: '2026-01-05' }))).toBe(CommonMessages.fieldRequired);
    expect(firstMessage(ownershipBody.safeParse({ CustId: 'c1' }))).toBe(CommonMessages.fieldRequired);
    expect(ownershipBody.safeParse({ CustId: 'c1', Dt: '2026-01-05' }).success).toBe(true);
  });
});

describe('search query', () => {
  it('needs at least one field', () => {
    expect(firstMessage(customerSearchQuery.safeParse({}))).toBe(CommonMessages.searchNeedsField);
    expect(firstMessage(customerSearchQuery.safeParse({ Name: '  ', Limit: '10' }))).toBe(
      CommonMessages.searchNeedsField,
    );
  });

  it('needs 2 characters in each given field and at most 50 a page', () => {
    expect(firstMessage(customerSearchQuery.safeParse({ Name: 'r' }))).toBe(PartyMessages.searchTooShort);
    expect(customerSearchQuery.safeParse({ Name: 'ra', Limit: '51' }).success).toBe(false);
    expect(customerSearchQuery.parse({ Name: 'ra' }).Limit).toBe(25);
  });
});
