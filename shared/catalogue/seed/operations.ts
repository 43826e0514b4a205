import { DEFAULT_INTRA_STATE_TAX_CODE, SERVICE_SAC } from '../../documents/constants';
import type { Operation } from '../schemas';

/**
 * About 150 workshop operations with labour hours for hatchback, sedan and SUV,
 * in the range Indian dealer labour time guides use. Labour is SAC 9987 at 18 %.
 */
type Row = readonly [desc: string, hatchback: number, sedan: number, suv: number];

const GROUPS: readonly { cat: string; prefix: string; rows: readonly Row[] }[] = [
  {
    cat: 'GENERAL_SERVICE',
    prefix: 'GS',
    rows: [
      ['Periodic maintenance service 10,000 km', 2.0, 2.2, 2.6],
      ['Periodic maintenance service 20,000 km', 2.5, 2.7, 3.1],
      ['Periodic maintenance service 40,000 km', 3.5, 3.8, 4.4],
      ['Free service inspection', 1.0, 1.1, 1.3],
      ['Engine oil and oil filter replacement', 0.6, 0.7, 0.8],
      ['Air filter replacement', 0.2, 0.2, 0.3],
      ['Cabin air filter replacement', 0.3, 0.3, 0.4],
      ['Fuel filter replacement', 0.6, 0.7, 0.9],
      ['Spark plugs replacement (set)', 0.5, 0.6, 0.8],
      ['Wheel alignment (computerised)', 0.8, 0.9, 1.0],
      ['Wheel balancing (four wheels)', 0.6, 0.6, 0.8],
      ['Tyre rotation', 0.4, 0.4, 0.5],
      ['Underbody anti-rust coating', 2.0, 2.3, 2.8],
      ['Car wash and vacuum cleaning', 0.5, 0.6, 0.8],
      ['Interior dry cleaning', 2.5, 2.8, 3.5],
      ['Engine bay cleaning and dressing', 0.5, 0.5, 0.6],
      ['Pre-delivery inspection', 1.5, 1.6, 1.8],
      ['Road test and report', 0.3, 0.3, 0.3],
    ],
  },
  {
    cat: 'ENGINE',
    prefix: 'EN',
    rows: [
      ['Engine tune up', 1.5, 1.7, 2.0],
      ['Throttle body cleaning', 0.6, 0.7, 0.8],
      ['Fuel injector cleaning', 1.2, 1.4, 1.8],
      ['Timing belt replacement', 3.0, 3.4, 4.2],
      ['Timing chain replacement', 5.5, 6.0, 7.5],
      ['Drive belt replacement', 0.6, 0.7, 0.9],
      ['Water pump replacement', 2.2, 2.5, 3.2],
      ['Radiator replacement', 1.8, 2.0, 2.5],
      ['Radiator hose replacement', 0.5, 0.6, 0.7],
      ['Coolant flush and refill', 0.8, 0.9, 1.0],
      ['Thermostat valve replacement', 1.0, 1.1, 1.4],
      ['Cylinder head gasket replacement', 7.5, 8.0, 9.5],
      ['Valve cover gasket replacement', 1.0, 1.2, 1.6],
      ['Engine mounting replacement', 1.2, 1.4, 1.8],
      ['Engine overhaul', 22.0, 24.0, 28.0],
      ['Ignition coil replacement', 0.4, 0.5, 0.6],
      ['Glow plugs replacement', 1.2, 1.3, 1.5],
      ['Fuel pump replacement', 1.8, 2.0, 2.4],
      ['Silencer replacement', 1.0, 1.2, 1.4],
      ['Exhaust leak repair', 1.2, 1.3, 1.5],
      ['EGR valve cleaning', 1.5, 1.6, 1.8],
      ['Turbocharger replacement', 4.5, 5.0, 5.5],
      ['Oil sump gasket replacement', 1.6, 1.8, 2.2],
      ['Crankshaft oil seal replacement', 4.0, 4.5, 5.5],
    ],
  },
  {
    cat: 'TRANSMISSION_AND_CLUTCH',
    prefix: 'TR',
    rows: [
      ['Clutch assembly replacement', 4.0, 4.6, 5.8],
      ['Clutch release bearing replacement', 3.8, 4.3, 5.5],
      ['Clutch cable adjustment', 0.3, 0.3, 0.4],
      ['Clutch master cylinder replacement', 1.2, 1.3, 1.6],
      ['Gear oil replacement', 0.6, 0.7, 0.9],
      ['Gearbox overhaul', 9.0, 10.0, 12.0],
      ['Gear shift cable replacement', 1.4, 1.6, 1.9],
      ['Automatic transmission fluid replacement', 1.0, 1.1, 1.3],
      ['Drive shaft replacement (one side)', 1.5, 1.7, 2.0],
      ['CV joint boot replacement', 1.3, 1.5, 1.8],
      ['Flywheel resurfacing', 4.5, 5.0, 6.0],
      ['Propeller shaft universal joint replacement', 1.6, 1.8, 2.0],
    ],
  },
  {
    cat: 'BRAKES',
    prefix: 'BR',
    rows: [
      ['Front brake pads replacement', 0.8, 0.9, 1.1],
      ['Rear brake shoes replacement', 1.2, 1.3, 1.5],
      ['Front brake disc replacement (pair)', 1.5, 1.6, 1.9],
      ['Brake disc skimming (pair)', 1.2, 1.3, 1.5],
      ['Brake drum skimming (pair)', 1.2, 1.3, 1.5],
      ['Brake fluid replacement and bleeding', 0.8, 0.9, 1.0],
      ['Brake master cylinder replacement', 1.5, 1.6, 1.9],
      ['Brake caliper overhaul (one side)', 1.0, 1.1, 1.3],
      ['Rear wheel cylinder replacement', 1.0, 1.1, 1.3],
      ['Hand brake cable adjustment', 0.4, 0.4, 0.5],
      ['Hand brake cable replacement', 1.4, 1.5, 1.8],
      ['ABS sensor replacement', 0.7, 0.8, 0.9],
      ['Brake inspection and cleaning', 0.8, 0.8, 1.0],
      ['Brake booster replacement', 2.2, 2.4, 2.8],
    ],
  },
  {
    cat: 'SUSPENSION_AND_STEERING',
    prefix: 'SU',
    rows: [
      ['Front shock absorber replacement (pair)', 2.2, 2.4, 2.8],
      ['Rear shock absorber replacement (pair)', 1.2, 1.4, 1.6],
      ['Front lower arm replacement', 1.2, 1.3, 1.6],
      ['Stabiliser link replacement (pair)', 0.7, 0.8, 0.9],
      ['Tie rod end replacement', 0.8, 0.9, 1.0],
      ['Steering rack boot replacement', 1.0, 1.1, 1.3],
      ['Steering rack replacement', 3.5, 3.8, 4.5],
      ['Front wheel bearing replacement', 1.6, 1.8, 2.1],
      ['Rear wheel bearing replacement', 1.2, 1.3, 1.6],
      ['Suspension bushes replacement', 2.5, 2.8, 3.4],
      ['Strut mount bearing replacement', 1.4, 1.6, 1.9],
      ['Leaf spring replacement', 2.0, 2.2, 2.5],
      ['Power steering fluid flush', 0.6, 0.7, 0.8],
      ['Steering column inspection', 0.8, 0.9, 1.0],
    ],
  },
  {
    cat: 'ELECTRICAL',
    prefix: 'EL',
    rows: [
      ['Battery replacement', 0.3, 0.3, 0.4],
      ['Battery terminal cleaning', 0.2, 0.2, 0.2],
      ['Alternator replacement', 1.5, 1.8, 2.2],
      ['Alternator overhaul', 2.5, 2.7, 3.0],
      ['Starter motor replacement', 1.2, 1.4, 1.8],
      ['Starter motor overhaul', 2.2, 2.4, 2.8],
      ['Headlamp assembly replacement', 0.8, 1.0, 1.2],
      ['Headlamp focus adjustment', 0.3, 0.3, 0.3],
      ['Tail lamp replacement', 0.4, 0.5, 0.5],
      ['Fog lamp fitment', 1.0, 1.1, 1.2],
      ['Horn replacement', 0.4, 0.5, 0.5],
      ['Wiper motor replacement', 1.0, 1.1, 1.3],
      ['Wiper blades replacement', 0.1, 0.1, 0.2],
      ['Power window motor replacement', 1.4, 1.5, 1.7],
      ['Central locking repair', 1.5, 1.6, 1.8],
      ['Wiring harness repair', 2.0, 2.2, 2.5],
      ['Instrument cluster replacement', 1.2, 1.4, 1.6],
      ['Reverse parking sensor fitment', 1.5, 1.6, 1.8],
    ],
  },
  {
    cat: 'AIR_CONDITIONING',
    prefix: 'AC',
    rows: [
      ['AC gas recharge', 1.0, 1.1, 1.3],
      ['AC leak test', 0.8, 0.8, 1.0],
      ['AC compressor replacement', 2.5, 2.8, 3.4],
      ['AC condenser replacement', 1.8, 2.0, 2.4],
      ['AC evaporator cleaning', 2.5, 2.8, 3.5],
      ['AC blower motor replacement', 1.0, 1.2, 1.4],
      ['AC compressor belt replacement', 0.6, 0.7, 0.9],
      ['AC expansion valve replacement', 2.2, 2.5, 3.0],
      ['AC duct cleaning and sanitising', 1.0, 1.1, 1.3],
    ],
  },
  {
    cat: 'TYRES_AND_WHEELS',
    prefix: 'TW',
    rows: [
      ['Tyre replacement (one)', 0.3, 0.3, 0.4],
      ['Puncture repair (tubeless)', 0.3, 0.3, 0.4],
      ['Alloy wheel straightening', 1.5, 1.6, 1.8],
      ['Nitrogen filling (four tyres)', 0.2, 0.2, 0.3],
      ['Spare wheel carrier repair', 0.8, 0.8, 1.0],
    ],
  },
  {
    cat: 'DIAGNOSTICS',
    prefix: 'DG',
    rows: [
      ['Engine scanning with diagnostic tool', 0.5, 0.5, 0.6],
      ['Check engine light diagnosis', 1.0, 1.0, 1.2],
      ['Electrical fault diagnosis', 1.5, 1.5, 1.8],
      ['Noise and vibration diagnosis', 1.0, 1.1, 1.2],
      ['Battery and charging system test', 0.3, 0.3, 0.3],
      ['Compression test', 1.2, 1.3, 1.6],
    ],
  },
  {
    cat: 'ACCESSORIES',
    prefix: 'AX',
    rows: [
      ['Seat cover fitment', 1.0, 1.1, 1.5],
      ['Floor mat fitment', 0.2, 0.2, 0.3],
      ['Music system fitment', 1.5, 1.6, 1.8],
      ['Dash camera fitment', 1.0, 1.0, 1.2],
      ['Sun film fitment', 1.5, 1.8, 2.2],
    ],
  },
];

/** Body panels with a size factor (percent of a door) for the repair and paint operations. */
const PANELS: readonly (readonly [string, number])[] = [
  ['front bumper', 100],
  ['rear bumper', 100],
  ['bonnet', 130],
  ['front left fender', 70],
  ['front right fender', 70],
  ['front left door', 100],
  ['front right door', 100],
  ['rear left door', 100],
  ['rear right door', 100],
  ['boot lid', 110],
  ['roof panel', 150],
  ['left quarter panel', 110],
  ['right quarter panel', 110],
];
/** Hours for a door-sized panel: replace (fit only), dent repair, full paint. */
const PANEL_WORK: readonly (readonly [string, Row])[] = [
  ['Replace', ['', 1.5, 1.6, 1.9]],
  ['Dent repair', ['', 2.0, 2.2, 2.6]],
  ['Paint', ['', 3.0, 3.3, 3.9]],
];

/** Hours × percent, kept to 1 decimal with integer tenths. */
const scaleHours = (h: number, pct: number): number => Math.round((Math.round(h * 10) * pct) / 100) / 10;

function bodyRows(): Row[] {
  return PANEL_WORK.flatMap(([work, [, h, s, v]]) =>
    PANELS.map(([panel, pct]): Row => [`${work} ${panel}`, scaleHours(h, pct), scaleHours(s, pct), scaleHours(v, pct)]),
  );
}

function buildOperations(): Operation[] {
  const groups = [...GROUPS, { cat: 'BODY_AND_PAINT', prefix: 'BP', rows: bodyRows() }];
  let n = 0;
  return groups.flatMap(({ cat, prefix, rows }) =>
    rows.map(([Desc, HATCHBACK, SEDAN, SUV], i): Operation => {
      n += 1;
      return {
        _id: `OP${String(n).padStart(3, '0')}`,
        OpCode: `${prefix}-${String(i + 1).padStart(3, '0')}`,
        Desc,
        Cat: cat,
        SAC: SERVICE_SAC,
        TCode: DEFAULT_INTRA_STATE_TAX_CODE,
        Hrs: { HATCHBACK, SEDAN, SUV },
      };
    }),
  );
}

export const SEED_OPERATIONS: readonly Operation[] = buildOperations();
