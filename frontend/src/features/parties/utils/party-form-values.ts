import type { FieldError } from '@shared/api/errors';
import {
  GENDERS,
  PARTY_TYPES,
  TITLES,
  partyCreateBody,
  type Party,
  type PartyAddress,
} from '@shared/parties/party-schemas';
import { humanMessages } from '@shared/validation/error-map';
import type { ConnectLink } from '@shared/parties/connection-code';

/**
 * The customer/vendor form holds strings only (what the inputs show); these
 * functions turn them into the API body and back, and place the shared
 * schema's and the server's field errors on the inputs that hold the values.
 */
export type AddressValues = {
  Attn: string;
  A1: string;
  A2: string;
  Ct: string;
  St: string;
  Pin: string;
  CCode: string;
};
export type PartyFormValues = {
  Type: (typeof PARTY_TYPES)[number];
  Sltn: (typeof TITLES)[number] | '';
  Sex: (typeof GENDERS)[number] | '';
  FName: string;
  LName: string;
  DName: string;
  Phone: string;
  OtherPhones: { value: string }[];
  Emails: { value: string }[];
  CPerson: { Sltn: string; Sex: (typeof GENDERS)[number]; FName: string; LName: string; Phone: string; Email: string };
  BAdd: AddressValues;
  SAdd: AddressValues;
  SameAsBilling: boolean;
  GSTIN: string;
  Cat: string;
  /** A connection code from another business on Karkhana, to link this record to it. */
  ConnectCode: string;
  /** The record's current link, sent back unchanged so saving never drops it. */
  Connect?: ConnectLink;
};

const emptyAddress = (): AddressValues => ({ Attn: '', A1: '', A2: '', Ct: '', St: '', Pin: '', CCode: 'IN' });

/** Spec platform §3: type Individual; the contact person defaults to Sltn 'Mister', Sex 'Male'. */
export const newPartyValues = (): PartyFormValues => ({
  Type: 'Individual',
  Sltn: '',
  Sex: '',
  FName: '',
  LName: '',
  DName: '',
  Phone: '',
  OtherPhones: [],
  Emails: [{ value: '' }],
  CPerson: { Sltn: 'Mister', Sex: 'Male', FName: '', LName: '', Phone: '', Email: '' },
  BAdd: emptyAddress(),
  SAdd: emptyAddress(),
  SameAsBilling: true,
  GSTIN: '',
  Cat: '',
  ConnectCode: '',
});

const addressValues = (address: PartyAddress | undefined): AddressValues => ({
  Attn: address?.Attn ?? '',
  A1: address?.A1 ?? '',
  A2: address?.A2 ?? '',
  Ct: address?.Ct ?? '',
  St: address?.St ?? '',
  Pin: address?.Pin ?? '',
  CCode: address?.CCode ?? 'IN',
});

const sameAddress = (a: AddressValues, b: AddressValues): boolean =>
  (Object.keys(a) as (keyof AddressValues)[]).every((key) => a[key] === b[key]);

export function partyToValues(party: Party): PartyFormValues {
  const billing = addressValues(party.BAdd);
  const shipping = addressValues(party.SAdd);
  return {
    Type: party.Type,
    Sltn: party.Sltn ?? '',
    Sex: party.Sex ?? '',
    FName: party.FName ?? '',
    LName: party.LName ?? '',
    DName: party.DName,
    Phone: party.Cons.Phones.Main ?? '',
    OtherPhones: party.Cons.Phones.Others.map((value) => ({ value })),
    Emails: party.Cons.Emails.length > 0 ? party.Cons.Emails.map((value) => ({ value })) : [{ value: '' }],
    CPerson: {
      Sltn: party.CPerson?.Sltn ?? 'Mister',
      Sex: party.CPerson?.Sex ?? 'Male',
      FName: party.CPerson?.FName ?? '',
      LName: party.CPerson?.LName ?? '',
      Phone: party.CPerson?.Phone ?? '',
      Email: party.CPerson?.Email ?? '',
    },
    BAdd: billing,
    SAdd: shipping,
    SameAsBilling: party.SAdd === undefined || sameAddress(billing, shipping),
    GSTIN: party.GSTIN ?? '',
    Cat: party.Cat ?? '',
    ConnectCode: '',
    ...(party.Connect ? { Connect: party.Connect } : {}),
  };
}

/** Blank inputs are left out, so optional fields stay absent rather than empty. */
const given = (value: string): string | undefined => (value.trim() === '' ? undefined : value);
const compact = <T extends Record<string, unknown>>(record: T): Partial<T> =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Partial<T>;

function addressBody(address: AddressValues) {
  const { CCode, ...rest } = address;
  const fields = compact(Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, given(value)])));
  return Object.keys(fields).length === 0 ? undefined : { ...fields, CCode: given(CCode) ?? 'IN' };
}

/** The API body (before the shared schema normalises it) for the form's values. */
export function valuesToBody(values: PartyFormValues) {
  const billing = addressBody(values.BAdd);
  const shipping = values.SameAsBilling ? billing : addressBody(values.SAdd);
  const person = values.CPerson;
  return compact({
    Type: values.Type,
    Sltn: values.Sltn === '' ? undefined : values.Sltn,
    Sex: values.Sex === '' ? undefined : values.Sex,
    FName: given(values.FName),
    LName: given(values.LName),
    DName: given(values.DName),
    Cons: {
      Phones: compact({
        Main: given(values.Phone),
        Others: values.OtherPhones.map((p) => p.value).filter((p) => p.trim() !== ''),
      }) as { Main?: string; Others: string[] },
      Emails: values.Emails.map((e) => e.value).filter((e) => e.trim() !== ''),
    },
    // A contact person belongs to a company (spec §3 defaults apply to it).
    CPerson:
      values.Type === 'Company'
        ? compact({
            Sltn: given(person.Sltn) ?? 'Mister',
            Sex: person.Sex,
            FName: given(person.FName),
            LName: person.LName.trim(),
            Phone: given(person.Phone),
            Email: given(person.Email),
          })
        : undefined,
    BAdd: billing,
    SAdd: shipping,
    GSTIN: given(values.GSTIN),
    Cat: given(values.Cat),
    Connect: given(values.ConnectCode) ? { Code: values.ConnectCode.trim() } : values.Connect,
  });
}
export type PartyBody = ReturnType<typeof valuesToBody>;

/**
 * The form input that shows an error at an API path ('Cons.Phones.Main' →
 * 'Phone', 'Cons.Emails.1' → 'Emails.1.value'); undefined when no input holds it.
 */
export function formPath(apiPath: string, sameAsBilling: boolean): string | undefined {
  const parts = apiPath.split('.');
  const [head, second, third, fourth] = parts;
  if (head === 'Cons') {
    if (second === 'Emails') return third === undefined ? 'Emails.0.value' : `Emails.${third}.value`;
    if (third === 'Others' && fourth !== undefined) return `OtherPhones.${fourth}.value`;
    return 'Phone';
  }
  if (head === 'SAdd' && sameAsBilling) return formPath(['BAdd', ...parts.slice(1)].join('.'), false);
  if (head === 'BAdd' || head === 'SAdd') return second === undefined ? `${head}.A1` : `${head}.${second}`;
  if (head === 'CPerson') return second === undefined ? 'CPerson.LName' : `CPerson.${second}`;
  if (head === 'Connect') return 'ConnectCode';
  if (['Type', 'Sltn', 'Sex', 'FName', 'LName', 'DName', 'GSTIN', 'Cat'].includes(head ?? '')) return head;
  return undefined;
}

/** The shared schema's verdict on the form, as errors per input (the same rules the server applies). */
export function checkPartyValues(values: PartyFormValues): FieldError[] {
  const parsed = partyCreateBody.safeParse(valuesToBody(values), humanMessages);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    path: formPath(issue.path.map(String).join('.'), values.SameAsBilling) ?? 'DName',
    message: issue.message,
  }));
}
