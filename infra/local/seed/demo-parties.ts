import type * as z from 'zod';
import { gstinCheckChar } from '@shared/gst/gstin';
import type { partyCreateBody } from '@shared/parties/party-schemas';
import type { productCreateBody } from '@shared/parties/product-schemas';
import { INSURERS } from '@shared/reference/insurers';

/**
 * Sample customers, vehicles and vendors of the demo organisation, written by
 * seed-demo-parties.ts through the parties repositories. Inputs are the API's
 * create bodies (parsed with the same schemas), so every record is what a
 * person could have typed.
 *
 * Values are chosen so they can never meet what the end-to-end tests create in
 * the same organisation (frontend/e2e/parties.e2e.test.ts): customer phones are
 * 94481 00001-00299 and vendor phones 80951 00001-00099 (the tests use 98xxxxxxxx),
 * no registration number is in the KA 05 or TN 09 series the tests draw from,
 * and no name word begins with 'q' (the tests' surnames do).
 */
export type DemoBranch = 'workshop' | 'parts';
type PartyBody = z.input<typeof partyCreateBody>;
type ProductBody = Omit<z.input<typeof productCreateBody>, 'Owner'>;
type Address = NonNullable<PartyBody['BAdd']>;

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

const at = (A1: string, A2: string | undefined, Ct: keyof typeof STATE_OF_CITY, Pin: string): Address => ({
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
type PersonExtra = { email?: string; other?: string; sex?: 'Male' | 'Female' };

function person(
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

type Contact = [Sltn: string, FName: string, LName: string, phone: string];

function business(
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

function car(
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

const owns = (since: string, product: ProductBody): DemoVehicle => ({ since, product });
const workshop = (party: PartyBody, ...vehicles: DemoVehicle[]): DemoCustomer => ({
  branch: 'workshop',
  party,
  vehicles,
});

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  workshop(
    person(
      'Mr.',
      'Manjunath',
      'Hegde',
      '9448100001',
      at('42, 6th Cross', 'Koramangala 1st Block', 'Bengaluru', '560034'),
      {
        email: 'manjunath.hegde@example.com',
      },
    ),
    owns(
      '2019-03-14',
      car('KA01MK4521', 'Maruti Suzuki', 'Swift', 'ZXi', 2019, 'Hatchback', {
        vin: ['MA3ZC32S', 'S184233'],
        odo: 48_210,
        ins: ['ICICIL', '3001/2034/118822', '2027-03-13'],
      }),
    ),
  ),
  workshop(
    person(
      'Ms.',
      'Deepa',
      'Hiremath',
      '9448100002',
      at('118, 9th Main', 'Jayanagar 4th Block', 'Bengaluru', '560041'),
      {
        email: 'deepa.hiremath@example.com',
      },
    ),
    owns(
      '2022-08-30',
      car('KA51MP7788', 'Hyundai', 'Creta', 'SX(O) 1.5 Diesel', 2022, 'SUV', {
        vin: ['MALC381R', 'U402917'],
        odo: 31_540,
        ins: ['HDFCERGO', '2311 2044 5519 2200 000', '2026-12-05'],
      }),
    ),
  ),
  workshop(
    person(
      'Mr.',
      'Karthik',
      'Subramanian',
      '9448100003',
      at('27, 17th Cross', 'HSR Layout Sector 7', 'Bengaluru', '560102'),
      {
        email: 'karthik.s@example.com',
        other: '9448100103',
      },
    ),
    owns(
      '2021-01-22',
      car('KA01MV2316', 'Tata', 'Nexon', 'XZ+ Petrol', 2021, 'SUV', { vin: ['MAT62711', 'PRK0552'], odo: 39_870 }),
    ),
    owns(
      '2016-07-05',
      car('KA03MC9050', 'Honda', 'City', 'V MT', 2016, 'Sedan', {
        vin: ['MAKGM652', 'L301184'],
        odo: 96_420,
        ins: ['NIA', '67020031220100004471', '2027-07-04'],
      }),
    ),
  ),
  workshop(
    person(
      'Mrs.',
      'Kavya',
      'Shetty',
      '9448100004',
      at('5, 12th Main', 'HAL 2nd Stage, Indiranagar', 'Bengaluru', '560038'),
    ),
    owns(
      '2020-11-18',
      car('KA03NB6614', 'Maruti Suzuki', 'Baleno', 'Alpha', 2020, 'Hatchback', {
        vin: ['MA3EWDE1', 'S611820'],
        odo: 42_005,
      }),
    ),
  ),
  workshop(
    person(
      'Mr.',
      'Amit',
      'Sharma',
      '9448100005',
      at('C-304, Prestige Shantiniketan', 'Whitefield', 'Bengaluru', '560066'),
      {
        email: 'amit.sharma@example.com',
      },
    ),
    owns(
      '2023-05-02',
      car('KA53MF1902', 'Kia', 'Seltos', 'HTX 1.5', 2023, 'SUV', {
        odo: 18_300,
        ins: ['TATAAIG', '0100/M/55610432', '2027-05-01'],
      }),
    ),
  ),
  workshop(
    person('Dr.', 'Sneha', 'Pillai', '9448100006', at('88, 2nd Stage', 'BTM Layout', 'Bengaluru', '560076'), {
      email: 'dr.sneha.pillai@example.com',
    }),
    owns(
      '2018-02-10',
      car('KA51ME3377', 'Honda', 'Amaze', 'VX i-VTEC', 2018, 'Sedan', { vin: ['MAKDF162', 'L205573'], odo: 71_240 }),
    ),
  ),
  workshop(
    person('Mr.', 'Syed', 'Imran', '9448100007', at('14, Mosque Road', 'Frazer Town', 'Bengaluru', '560005'), {
      other: '9448100107',
    }),
    owns(
      '2020-09-24',
      car('KA04MM8123', 'Toyota', 'Innova Crysta', '2.4 VX 7 STR', 2020, 'MUV', {
        vin: ['MBJAA3GM', 'B100342'],
        odo: 88_650,
        ins: ['BAJAJ', 'OG-27-1901-1801-00004112', '2027-09-23'],
      }),
    ),
    owns(
      '2017-04-12',
      car('KA04MB2049', 'Hyundai', 'i20', 'Asta 1.2', 2017, 'Hatchback', {
        vin: ['MALBM51R', 'M287741'],
        odo: 102_300,
      }),
    ),
  ),
  workshop(
    person(
      'Mr.',
      'Raghavendra',
      'Bhat',
      '9448100008',
      at('2941, Kantharaj Urs Road', 'Saraswathipuram', 'Mysuru', '570009'),
    ),
    owns(
      '2015-06-19',
      car('KA09MB5210', 'Maruti Suzuki', 'Wagon R', 'VXi', 2015, 'Hatchback', {
        vin: ['MA3EWB32', 'S402198'],
        odo: 121_900,
      }),
    ),
  ),
  workshop(
    person(
      'Ms.',
      'Neha',
      'Agarwal',
      '9448100009',
      at('Flat 1207, Sobha Dream Acres', 'Bellandur', 'Bengaluru', '560103'),
      {
        email: 'neha.agarwal@example.com',
      },
    ),
    owns(
      '2023-10-27',
      car('KA01NA3185', 'Tata', 'Punch', 'Creative AMT', 2023, 'SUV', { vin: ['MAT64613', 'PRK8302'], odo: 14_620 }),
    ),
  ),
  workshop(
    person('Mr.', 'Senthil', 'Kumar', '9448100010', at('3/118, Denkanikottai Road', 'Mathigiri', 'Hosur', '635110'), {
      other: '9448100110',
    }),
    owns(
      '2021-12-15',
      car('TN70AH4417', 'Maruti Suzuki', 'Ertiga', 'ZXi', 2021, 'MUV', {
        vin: ['MA3BNC62', 'S774120'],
        odo: 57_800,
        ins: ['UIIC', '0412003121P114588301', '2026-12-14'],
      }),
    ),
  ),
  workshop(
    person(
      'Mr.',
      'Anoop',
      'Menon',
      '9448100011',
      at('56, Neeladri Road', 'Electronic City Phase 1', 'Bengaluru', '560100'),
      {
        email: 'anoop.menon@example.com',
      },
    ),
    owns(
      '2016-03-08',
      car('KA51MA9921', 'Volkswagen', 'Polo', 'Highline 1.2', 2016, 'Hatchback', {
        vin: ['MEX5G260', 'T063318'],
        odo: 84_115,
      }),
    ),
    owns(
      '2024-02-14',
      car('KA51NC0442', 'Mahindra', 'Thar', 'LX 4WD Hard Top', 2024, 'SUV', {
        vin: ['MA1NE2ZT', 'N218734'],
        odo: 11_050,
      }),
    ),
  ),
  workshop(
    person('Mrs.', 'Meenakshi', 'Sundaram', '9448100012', at('9, 15th Cross', 'Malleshwaram', 'Bengaluru', '560003')),
    owns(
      '2020-06-30',
      car('KA02MR6078', 'Hyundai', 'Grand i10 Nios', 'Sportz', 2020, 'Hatchback', {
        vin: ['MALA851C', 'L118262'],
        odo: 36_900,
      }),
    ),
  ),
  workshop(
    person('Mr.', 'Nagaraj', 'Patil', '9448100013', at('22, Deshpande Nagar', undefined, 'Hubballi', '580029')),
    owns(
      '2017-01-09',
      car('KA25MB7306', 'Mahindra', 'Bolero', 'B6 Opt', 2017, 'SUV', { vin: ['MA1PA2GC', 'H521864'], odo: 139_400 }),
    ),
  ),
  workshop(
    person('Ms.', 'Farhana', 'Begum', '9448100014', at('7, Infantry Road', 'Shivajinagar', 'Bengaluru', '560001'), {
      email: 'farhana.begum@example.com',
    }),
    owns(
      '2019-10-03',
      car('KA01ML1560', 'Renault', 'Kwid', 'RXT 1.0', 2019, 'Hatchback', { vin: ['MEERBC00', 'H140627'], odo: 40_330 }),
    ),
  ),
  workshop(
    person('Mr.', 'Joseph', "D'Souza", '9448100015', at('3-41, Bendoor Well Road', 'Kankanady', 'Mangaluru', '575002')),
    owns(
      '2022-04-21',
      car('KA19MJ2845', 'Toyota', 'Glanza', 'V', 2022, 'Hatchback', {
        vin: ['MBJB29BT', 'S330219'],
        odo: 26_780,
        ins: ['RELGEN', '130221923340012345', '2027-04-20'],
      }),
    ),
  ),
  workshop(
    person('Mr.', 'Vinay', 'Kamath', '9448100016', at('61, Bull Temple Road', 'Basavanagudi', 'Bengaluru', '560004')),
    owns(
      '2018-08-16',
      car('KA41MD5532', 'Tata', 'Tiago', 'XZ', 2018, 'Hatchback', { vin: ['MAT61250', 'JRK4407'], odo: 67_210 }),
    ),
  ),
  workshop(
    person('Mr.', 'Rohit', 'Verma', '9448100017', at('403, Brigade Lakefront', 'Marathahalli', 'Bengaluru', '560037'), {
      email: 'rohit.verma@example.com',
    }),
    owns(
      '2021-03-29',
      car('KA53MG8090', 'MG', 'Hector', 'Sharp 1.5 Turbo', 2021, 'SUV', {
        odo: 45_900,
        ins: ['DIGIT', 'D102273366', '2027-03-28'],
      }),
    ),
  ),
  workshop(
    person(
      'Mrs.',
      'Harika',
      'Naidu',
      '9448100018',
      at('12, Kasavanahalli Main Road', 'Sarjapur Road', 'Bengaluru', '560035'),
    ),
    owns(
      '2022-11-11',
      car('KA51MM4021', 'Hyundai', 'Venue', 'SX 1.0 Turbo', 2022, 'SUV', { vin: ['MALCU81C', 'N371520'], odo: 22_640 }),
    ),
  ),
  workshop(
    person('Mr.', 'Sachin', 'Deshpande', '9448100019', at('17, Tilakwadi 2nd Gate', undefined, 'Belagavi', '590006')),
    owns(
      '2018-05-25',
      car('KA22MC3344', 'Maruti Suzuki', 'Dzire', 'VXi', 2018, 'Sedan', { vin: ['MA3CZF62', 'S309945'], odo: 93_010 }),
    ),
  ),
  // A customer without a vehicle yet: bought accessories over the counter.
  workshop(
    person('Ms.', 'Divya', 'Ramasamy', '9448100020', at('31, 5th Cross', 'Kammanahalli', 'Bengaluru', '560084'), {
      email: 'divya.r@example.com',
    }),
  ),
  workshop(
    person(
      'Mr.',
      'Srinivas',
      'Reddy',
      '9448100021',
      at('244, Attur Layout', 'Yelahanka New Town', 'Bengaluru', '560064'),
      {
        email: 'srinivas.reddy@example.com',
      },
    ),
    // Bharat series: registered for people who move between states.
    owns(
      '2022-09-07',
      car('22BH4812AK', 'Toyota', 'Fortuner', '4x2 AT', 2022, 'SUV', {
        vin: ['MBJGA3GS', 'B027765'],
        odo: 52_300,
        ins: ['CHOLAMS', '3362/00981234/000/00', '2027-09-06'],
      }),
    ),
  ),
  workshop(
    business(
      'Nandi Cabs Pvt. Ltd.',
      '9448100201',
      at('No. 9, Hosur Road', 'Madiwala', 'Bengaluru', '560068'),
      'AAFCN4821K',
      ['Mr.', 'Mahesh', 'Gowda', '9448100221'],
      'fleet@nandicabs.example.com',
    ),
    owns(
      '2021-07-01',
      car('KA01AE5631', 'Maruti Suzuki', 'Dzire Tour', 'S CNG', 2021, 'Sedan', {
        vin: ['MA3CZF63', 'S511064'],
        odo: 161_200,
      }),
    ),
    owns(
      '2022-02-18',
      car('KA01AF2208', 'Maruti Suzuki', 'Dzire Tour', 'S CNG', 2022, 'Sedan', {
        vin: ['MA3CZF63', 'S627781'],
        odo: 118_950,
      }),
    ),
    owns(
      '2023-06-12',
      car('KA01AG7719', 'Maruti Suzuki', 'Ertiga Tour', 'VXi CNG', 2023, 'MUV', {
        vin: ['MA3BNC63', 'S802213'],
        odo: 74_400,
      }),
    ),
  ),
  workshop(
    business(
      'Kaveri Travels',
      '9448100202',
      at('1140, Dhanvantri Road', 'Chamarajapuram', 'Mysuru', '570024'),
      'AAKFK7315B',
      ['Mr.', 'Prasanna', 'Urs', '9448100222'],
    ),
    owns(
      '2019-12-20',
      car('KA09AB4410', 'Toyota', 'Innova Crysta', '2.4 G 8 STR', 2019, 'MUV', {
        vin: ['MBJAA3GM', 'B054981'],
        odo: 207_800,
      }),
    ),
  ),
  workshop(
    business(
      'Malnad Agro Foods Pvt. Ltd.',
      '9448100203',
      at('Plot 31, Gokul Road Industrial Area', undefined, 'Hubballi', '580030'),
      'AAGCM5906H',
      ['Ms.', 'Shwetha', 'Kulkarni', '9448100223'],
      'accounts@malnadagro.example.com',
    ),
    owns(
      '2020-01-15',
      car('KA25AB6632', 'Mahindra', 'Bolero Pik-Up', 'FB 1.7', 2020, 'Pickup', {
        vin: ['MA1ZN2TV', 'L306512'],
        odo: 96_730,
      }),
    ),
  ),
  {
    branch: 'parts',
    party: business(
      'Sri Murugan Transports',
      '9448100204',
      at('18, Bagalur Road', undefined, 'Hosur', '635109'),
      'ABBFS2690D',
      ['Mr.', 'Murugesan', 'Palanisamy', '9448100224'],
    ),
    vehicles: [
      owns(
        '2021-08-04',
        car('TN70AF3390', 'Tata', 'Ace Gold', 'Petrol CX', 2021, 'Truck', {
          vin: ['MAT44510', 'MRK2267'],
          odo: 83_500,
        }),
      ),
    ],
  },
  // A garage that buys spares from the Hosur branch; its customers' cars are not ours.
  {
    branch: 'parts',
    party: business(
      'Kongu Motor Works',
      '9448100205',
      at('211, Avinashi Road', 'Peelamedu', 'Coimbatore', '641004'),
      'AAHFK5528M',
      ['Mr.', 'Velmurugan', 'Ganesan', '9448100225'],
      'kongumotorworks@example.com',
    ),
    vehicles: [],
  },
];

/** Vehicles with no owner recorded: a trade-in waiting for its buyer and two walk-ins. */
export const DEMO_UNOWNED_VEHICLES: ProductBody[] = [
  car('KA03MN6120', 'Hyundai', 'Verna', 'SX 1.6 CRDi', 2017, 'Sedan', { vin: ['MALC741R', 'H613340'], odo: 112_480 }),
  car('TN70AK2291', 'Maruti Suzuki', 'Brezza', 'ZXi', 2023, 'SUV', { vin: ['MA3NYFB1', 'S910032'], odo: 9_870 }),
  car('KA53NB4718', 'Tata', 'Harrier', 'XZA+ Dark', 2022, 'SUV', { odo: 38_150 }),
];

/** Parts suppliers. */
export const DEMO_VENDORS: DemoVendor[] = [
  {
    branch: 'workshop',
    party: business(
      'Sri Manjunatha Auto Spares',
      '8095100001',
      at('44, JC Road', 'Sudhama Nagar', 'Bengaluru', '560027'),
      'AMRPM6142L',
      ['Mr.', 'Manjunatha', 'Swamy', '8095100021'],
      'orders@srimanjunatha.example.com',
    ),
  },
  {
    branch: 'workshop',
    party: business(
      'Chamundi Lubricants',
      '8095100002',
      at('B-12, Hebbal Industrial Area', undefined, 'Mysuru', '570016'),
      'AAJFC2253R',
      ['Ms.', 'Rekha', 'Nagesh', '8095100022'],
    ),
  },
  {
    branch: 'workshop',
    party: business(
      'Deccan Tyres & Batteries',
      '8095100003',
      at('7, Lamington Road', undefined, 'Hubballi', '580020'),
      'AACFD7741N',
      ['Mr.', 'Abdul', 'Khader', '8095100023'],
      'sales@deccantyres.example.com',
    ),
  },
  {
    branch: 'parts',
    party: business(
      'Annamalai Automotive Distributors',
      '8095100004',
      at('32, General Patters Road', 'Mount Road', 'Chennai', '600002'),
      'AAGFA3807C',
      ['Mr.', 'Arumugam', 'Annamalai', '8095100024'],
      'orders@annamalaiauto.example.com',
    ),
  },
  {
    branch: 'parts',
    party: business(
      'Hosur Bearings & Transmission',
      '8095100005',
      at('SIPCOT Phase 2', 'Mookandapalli', 'Hosur', '635126'),
      'AADFH9914P',
      ['Mr.', 'Rajendran', 'Sivakumar', '8095100025'],
    ),
  },
];
