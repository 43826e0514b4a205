import type * as z from 'zod';
import { gstinCheckChar } from '@shared/gst/gstin';
import type { partyCreateBody } from '@shared/parties/party-schemas';
import type { productCreateBody } from '@shared/parties/product-schemas';
import { INSURERS } from '@shared/reference/insurers';

/**
 * The shapes of the demo organisation's sample parties and the builders they are
 * written with (demo-parties.ts): people, businesses with a computed GSTIN, and
 * vehicles with a VIN whose check digit is right.
 */
export type DemoBranch = 'workshop' | 'parts';
export type PartyBody = z.input<typeof partyCreateBody>;
export type ProductBody = Omit<z.input<typeof productCreateBody>, 'Owner'>;
export type Address = NonNullable<PartyBody['BAdd']>;

export type DemoVehicle = { product: ProductBody; /** Start of the current ownership (YYYY-MM-DD). */ since?: string };
export type DemoCustomer = { branch: DemoBranch; party: PartyBody; vehicles: DemoVehicle[] };
export type DemoVendor = { branch: DemoBranch; party: PartyBody };

const STATE_OF_CITY: Record<string, string> = {
  Bengaluru: 'Karnataka',
  Mysuru: 'Karnataka',
  Mangaluru: 'Karnataka',
  Hubballi: 'Karnataka',
  Belagavi: 'Karnataka',
  Hosur: 'Tamil Nadu',
  Chennai: 'Tamil Nadu',
  Coimbatore: 'Tamil Nadu',
};

export const at = (A1: string, A2: string | undefined, Ct: keyof typeof STATE_OF_CITY, Pin: string): Address => ({
  A1,
  ...(A2 ? { A2 } : {}),
  Ct,
  St: STATE_OF_CITY[Ct],
  Pin,
});

/** A GSTIN for a PAN in a state, entity number 1, with its check character computed as the GSTN does. */
export const gstinFor = (stateCode: string, pan: string): string => {
  const first14 = `${stateCode}${pan}1Z`;
  return first14 + gstinCheckChar(first14);
};

type Title = 'Mr.' | 'Ms.' | 'Mrs.' | 'Dr.';
export type PersonExtra = { email?: string; other?: string; sex?: 'Male' | 'Female' };

export function person(
  Sltn: Title,
  FName: string,
  LName: string,
  phone: string,
  BAdd: Address,
  extra: PersonExtra = {},
): PartyBody {
  return {
    Type: 'Individual',
    Sltn,
    Sex: extra.sex ?? (Sltn === 'Mr.' ? 'Male' : 'Female'),
    FName,
    LName,
    Cons: {
      Phones: { Main: phone, Others: extra.other ? [extra.other] : [] },
      Emails: extra.email ? [extra.email] : [],
    },
    BAdd,
  };
}

export type Contact = [Sltn: string, FName: string, LName: string, phone: string];

export function business(
  DName: string,
  phone: string,
  BAdd: Address,
  pan: string,
  contact: Contact,
  email?: string,
): PartyBody {
  const [Sltn, FName, LName, Phone] = contact;
  return {
    Type: 'Company',
    Sltn: 'M/s.',
    DName,
    Cons: { Phones: { Main: phone, Others: [] }, Emails: email ? [email] : [] },
    CPerson: { Sltn, Sex: Sltn === 'Mr.' ? 'Male' : 'Female', FName, LName, Phone },
    BAdd,
    GSTIN: gstinFor(BAdd.St === 'Tamil Nadu' ? '33' : '29', pan),
  };
}

/** Model-year letters of position 10 of a VIN (ISO 3779; I, O, Q, U, Z and 0 are not used). */
const VIN_YEARS = 'ABCDEFGHJKLMNPRSTVWXY';
const VIN_VALUES: Record<string, number> = Object.fromEntries(
  [...'ABCDEFGHJKLMNPRSTUVWXYZ'].map((c, i) => [
    c,
    [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9][i] ?? 0,
  ]),
);
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * A 17-character VIN: maker code and vehicle descriptor (8), check digit,
 * model-year letter, plant and serial (7). Indian makers' codes (MA3 Maruti
 * Suzuki, MAL Hyundai, MAT Tata, MA1 Mahindra, MBJ Toyota, MAK Honda, MEE
 * Renault, MEX Volkswagen) make them look like the real thing.
 */
export function vinOf(descriptor: string, year: number, serial: string): string {
  const draft = `${descriptor}0${VIN_YEARS.charAt((year - 2010) % 30)}${serial}`;
  const sum = [...draft].reduce(
    (total, c, i) => total + (/\d/.test(c) ? Number(c) : (VIN_VALUES[c] ?? 0)) * (VIN_WEIGHTS[i] ?? 0),
    0,
  );
  const check = sum % 11 === 10 ? 'X' : String(sum % 11);
  return `${draft.slice(0, 8)}${check}${draft.slice(9)}`;
}

const insurerName = (id: string): string => INSURERS.find((i) => i._id === id)?.Name ?? id;

type CarExtra = {
  vin?: [descriptor: string, serial: string];
  odo?: number;
  ins?: [insurer: string, policy: string, expires: string];
};

export function car(
  RegNo: string,
  Make: string,
  Model: string,
  Variant: string,
  Year: number,
  Body: ProductBody['Body'],
  extra: CarExtra = {},
): ProductBody {
  return {
    RegNo,
    Make,
    Model,
    Variant,
    Year,
    Body,
    ...(extra.vin ? { VIN: vinOf(extra.vin[0], Year, extra.vin[1]) } : {}),
    ...(extra.odo !== undefined ? { Odo: extra.odo } : {}),
    ...(extra.ins ? { Ins: { Insurer: insurerName(extra.ins[0]), PolicyNo: extra.ins[1], ExpDt: extra.ins[2] } } : {}),
  };
}

export const owns = (since: string, product: ProductBody): DemoVehicle => ({ since, product });
export const workshop = (party: PartyBody, ...vehicles: DemoVehicle[]): DemoCustomer => ({
  branch: 'workshop',
  party,
  vehicles,
});
