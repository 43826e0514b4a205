import * as z from 'zod';
import { CommonMessages } from '../messages/common-messages';
import { gstinStateCode, GstinMessages } from '../gst/gstin';
import { gstinInput } from '../gst/gstin-input';
import { findState } from '../gst/states';
import { email, phone, pinCode } from '../fields/contact-fields';
import { connectInput, connectLink, type ConnectLink } from './connection-code';
import { allPhones, PartyMessages } from './party-messages';

/**
 * Customers, patients and vendors (spec platform §3 'Customer, vendor, patient
 * basics'). Patients are customers of a health-care branch: same record, same
 * calls; only the labels differ (shared/access/industry-labels).
 */
export const PARTY_TYPES = ['Individual', 'Company'] as const;
export const TITLES = ['Mr.', 'Ms.', 'Mrs.', 'Dr.', 'M/s.'] as const;
export const GENDERS = ['Male', 'Female'] as const;
/** Most phone numbers and e-mails per record (each phone is a uniqueness item). */
export const MAX_OTHER_PHONES = 4;
export const MAX_EMAILS = 5;

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  text(max)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

export const phoneInput = phone;
export const emailInput = email;

export { gstinInput };

/** Billing or shipping address. `St` is stored as the state's name; `StCode` is derived from it for GST. */
export const partyAddressInput = z
  .strictObject({
    Attn: optionalText(100),
    A1: optionalText(200),
    A2: optionalText(200),
    Ct: optionalText(100),
    St: optionalText(100),
    Pin: optionalText(10),
    CCode: text(2).toUpperCase().default('IN'),
  })
  .transform((address, ctx) => {
    if (address.CCode !== 'IN') return { ...address, StCode: undefined };
    if (address.Pin !== undefined && !pinCode.safeParse(address.Pin).success) {
      ctx.addIssue({ code: 'custom', message: PartyMessages.pin, path: ['Pin'] });
    }
    if (address.St === undefined) return { ...address, StCode: undefined };
    const state = findState(address.St);
    if (!state || state.GstinOnly) {
      ctx.addIssue({ code: 'custom', message: PartyMessages.state, path: ['St'] });
      return z.NEVER;
    }
    return { ...address, St: state.Name, StCode: state.StCode as string | undefined };
  });

export const partyAddress = z.object({
  Attn: z.string().optional(),
  A1: z.string().optional(),
  A2: z.string().optional(),
  Ct: z.string().optional(),
  St: z.string().optional(),
  StCode: z.string().optional(),
  Pin: z.string().optional(),
  CCode: z.string(),
});
export type PartyAddress = z.infer<typeof partyAddress>;

/** Contact person of a company, with the spec's defaults (Sltn 'Mister', Sex 'Male', LName ''). */
const contactPersonInput = z.strictObject({
  Sltn: text(20).default('Mister'),
  Sex: z.enum(GENDERS).default('Male'),
  FName: optionalText(100),
  LName: text(100).default(''),
  Phone: phoneInput.optional(),
  Email: emailInput.optional(),
});

const partyFieldsInput = z.strictObject({
  Type: z.enum(PARTY_TYPES).default('Individual'),
  Sltn: z.enum(TITLES).optional(),
  Sex: z.enum(GENDERS).optional(),
  FName: optionalText(100),
  LName: optionalText(100),
  DName: optionalText(200),
  Cons: z
    .strictObject({
      Phones: z
        .strictObject({ Main: phoneInput.optional(), Others: z.array(phoneInput).max(MAX_OTHER_PHONES).default([]) })
        .default({ Others: [] }),
      Emails: z.array(emailInput).max(MAX_EMAILS).default([]),
    })
    .default({ Phones: { Others: [] }, Emails: [] }),
  CPerson: contactPersonInput.optional(),
  BAdd: partyAddressInput.optional(),
  SAdd: partyAddressInput.optional(),
  GSTIN: gstinInput.optional(),
  /** Customer category id (settings 'Customer Categories'). */
  Cat: optionalText(64),
  /** A new link by the other business's connection code, or the current link unchanged. */
  Connect: connectInput.optional(),
});
type PartyFieldsParsed = z.output<typeof partyFieldsInput>;

/** Rules across fields: a name, no phone twice, and a GSTIN registered in the billing state. */
function checkParty(party: PartyFieldsParsed, ctx: z.RefinementCtx): void {
  const derivedName = [party.FName, party.LName].filter(Boolean).join(' ');
  if (party.DName === undefined && derivedName === '') {
    ctx.addIssue({ code: 'custom', message: PartyMessages.nameRequired, path: ['DName'] });
  }
  const phones = allPhones(party);
  if (new Set(phones).size !== phones.length) {
    ctx.addIssue({ code: 'custom', message: PartyMessages.phoneRepeated, path: ['Cons', 'Phones'] });
  }
  if (party.GSTIN !== undefined) {
    const billingState = party.BAdd?.StCode;
    if (billingState === undefined) {
      ctx.addIssue({ code: 'custom', message: GstinMessages.billingStateRequired, path: ['BAdd', 'St'] });
    } else if (gstinStateCode(party.GSTIN) !== billingState) {
      ctx.addIssue({ code: 'custom', message: GstinMessages.stateMismatch, path: ['GSTIN'] });
    }
  }
}

const withName = <T extends PartyFieldsParsed>(party: T): T & { DName: string } => ({
  ...party,
  DName: party.DName ?? [party.Sltn, party.FName, party.LName].filter(Boolean).join(' '),
});

export const partyCreateBody = partyFieldsInput.superRefine(checkParty).transform(withName);
export const partyUpdateBody = partyFieldsInput
  .extend({ ver: z.number({ message: CommonMessages.fieldRequired }).int().min(1) })
  .superRefine(checkParty)
  .transform(withName);
/** A create or update body as the calls receive it (Connect may still be a code). */
export type PartyBody = z.output<typeof partyCreateBody>;
/** A party's fields as they are stored: Connect resolved to the link the code named. */
export type PartyInput = Omit<PartyBody, 'Connect'> & { Connect?: ConnectLink };

/** The stored fields of a body that makes no new link (seeding, benchmarks): a code is never resolved here. */
export const unlinkedParty = ({ Connect, ...body }: PartyBody): PartyInput => ({
  ...body,
  ...(Connect && !('Code' in Connect) ? { Connect } : {}),
});

export const vehicleLink = z.object({ _id: z.string(), RegNo: z.string() });

/** A customer or vendor as the API answers it. */
export const party = z.object({
  _id: z.string(),
  Type: z.enum(PARTY_TYPES),
  Sltn: z.enum(TITLES).optional(),
  Sex: z.enum(GENDERS).optional(),
  FName: z.string().optional(),
  LName: z.string().optional(),
  DName: z.string(),
  Cons: z.object({
    Phones: z.object({ Main: z.string().optional(), Others: z.array(z.string()) }),
    Emails: z.array(z.string()),
  }),
  CPerson: z
    .object({
      Sltn: z.string(),
      Sex: z.enum(GENDERS),
      FName: z.string().optional(),
      LName: z.string(),
      Phone: z.string().optional(),
      Email: z.string().optional(),
    })
    .optional(),
  BAdd: partyAddress.optional(),
  SAdd: partyAddress.optional(),
  GSTIN: z.string().optional(),
  Cat: z.string().optional(),
  Connect: connectLink.optional(),
  /** Customers only: vehicles (products) they own now. */
  Vehs: z.array(vehicleLink).optional(),
  CrDt: z.string(),
  UpDt: z.string(),
  ver: z.number().int(),
});
export type Party = z.infer<typeof party>;

/** One entry of Common/Customers/AllConnected or Common/Vendors/AllConnected. */
export const connectedParty = z.object({ _id: z.string(), DName: z.string(), Connect: connectLink });
