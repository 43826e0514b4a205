import type { BodyType } from '../schemas';

/**
 * Popular Indian models the seed's parts are for (docs/catalogue.md §2). Codes are
 * plausible stand-ins in each maker's part-number style, not real catalogue
 * numbers; price factors scale a family's base price to the model's class.
 */
export type Fuel = 'PETROL' | 'DIESEL';

export type VehicleModel = {
  readonly Make: string;
  readonly Model: string;
  readonly BodyType: BodyType;
  readonly FromYr: number;
  readonly fuels: readonly Fuel[];
  /** Top variants (alloy wheels, fog lamps). */
  readonly topVariants: readonly string[];
  /** Maker's model/project code used inside part numbers. */
  readonly code: string;
  /** Percent of a family's base price. */
  readonly pricePct: number;
  /** Original tyre size and starter battery capacity. */
  readonly tyre: string;
  readonly batteryAh: number;
};

export const VEHICLE_MODELS: readonly VehicleModel[] = [
  {
    Make: 'Maruti Suzuki',
    Model: 'Swift',
    BodyType: 'HATCHBACK',
    FromYr: 2018,
    fuels: ['PETROL'],
    topVariants: ['ZXi', 'ZXi+'],
    code: '52R',
    pricePct: 100,
    tyre: '185/65 R15',
    batteryAh: 35,
  },
  {
    Make: 'Maruti Suzuki',
    Model: 'Baleno',
    BodyType: 'HATCHBACK',
    FromYr: 2022,
    fuels: ['PETROL'],
    topVariants: ['Zeta', 'Alpha'],
    code: '68P',
    pricePct: 105,
    tyre: '195/55 R16',
    batteryAh: 35,
  },
  {
    Make: 'Hyundai',
    Model: 'i20',
    BodyType: 'HATCHBACK',
    FromYr: 2020,
    fuels: ['PETROL'],
    topVariants: ['Asta', 'Asta (O)'],
    code: 'Q0',
    pricePct: 112,
    tyre: '195/55 R16',
    batteryAh: 45,
  },
  {
    Make: 'Hyundai',
    Model: 'Creta',
    BodyType: 'SUV',
    FromYr: 2020,
    fuels: ['PETROL', 'DIESEL'],
    topVariants: ['SX', 'SX (O)'],
    code: 'I6',
    pricePct: 135,
    tyre: '215/60 R17',
    batteryAh: 60,
  },
  {
    Make: 'Tata',
    Model: 'Nexon',
    BodyType: 'SUV',
    FromYr: 2017,
    fuels: ['PETROL', 'DIESEL'],
    topVariants: ['Fearless', 'Fearless+'],
    code: '5442',
    pricePct: 118,
    tyre: '215/60 R16',
    batteryAh: 45,
  },
  {
    Make: 'Mahindra',
    Model: 'XUV700',
    BodyType: 'SUV',
    FromYr: 2021,
    fuels: ['PETROL', 'DIESEL'],
    topVariants: ['AX7', 'AX7 L'],
    code: 'BAW',
    pricePct: 165,
    tyre: '235/60 R18',
    batteryAh: 70,
  },
  {
    Make: 'Mahindra',
    Model: 'Scorpio',
    BodyType: 'SUV',
    FromYr: 2014,
    fuels: ['DIESEL'],
    topVariants: ['S11', 'Z8 L'],
    code: 'EAS',
    pricePct: 140,
    tyre: '235/65 R17',
    batteryAh: 70,
  },
  {
    Make: 'Honda',
    Model: 'City',
    BodyType: 'SEDAN',
    FromYr: 2020,
    fuels: ['PETROL'],
    topVariants: ['VX', 'ZX'],
    code: 'TG0',
    pricePct: 130,
    tyre: '185/55 R16',
    batteryAh: 45,
  },
  {
    Make: 'Toyota',
    Model: 'Innova',
    BodyType: 'SUV',
    FromYr: 2016,
    fuels: ['DIESEL'],
    topVariants: ['ZX', 'VX'],
    code: '0K',
    pricePct: 155,
    tyre: '215/55 R17',
    batteryAh: 70,
  },
];
