import { DEMO_INDIVIDUAL_CUSTOMERS } from './demo-individual-customers';
import {
  type DemoCustomer,
  type DemoVendor,
  type ProductBody,
  at,
  business,
  car,
  owns,
  workshop,
} from './demo-party-builders';

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

/** Businesses that bring their vehicles to the workshop or buy spares from the Hosur branch. */
const DEMO_BUSINESS_CUSTOMERS: DemoCustomer[] = [
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
    // A fleet operator: the 'Fleet customers' price list prices its parts (docs/inventory-items.md §6).
    party: {
      ...business(
        'Sri Murugan Transports',
        '9448100204',
        at('18, Bagalur Road', undefined, 'Hosur', '635109'),
        'ABBFS2690D',
        ['Mr.', 'Murugesan', 'Palanisamy', '9448100224'],
      ),
      Cat: 'Fleet',
    },
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

export const DEMO_CUSTOMERS: DemoCustomer[] = [...DEMO_INDIVIDUAL_CUSTOMERS, ...DEMO_BUSINESS_CUSTOMERS];

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
