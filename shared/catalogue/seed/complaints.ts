import type { Complaint } from '../schemas';

/** About 80 complaints as customers report them at the service desk, by category. */
const GROUPS: readonly (readonly [cat: string, descs: readonly string[]])[] = [
  [
    'BRAKES',
    [
      'Noise from front suspension while braking',
      'Squealing noise from brakes',
      'Brake pedal feels spongy',
      'Vehicle pulls to one side while braking',
      'Vibration in brake pedal at high speed',
      'Hand brake not holding on slope',
      'ABS warning light on',
      'Grinding noise from rear wheels while braking',
      'Brake pedal goes down to the floor',
    ],
  ],
  [
    'SUSPENSION_AND_STEERING',
    [
      'Knocking noise from front suspension over speed breakers',
      'Steering wheel vibrates at high speed',
      'Steering is hard to turn',
      'Vehicle pulls to left while driving',
      'Steering wheel not centred when driving straight',
      'Uneven tyre wear on front tyres',
      'Clunking noise while turning',
      'Vehicle body rolls too much in corners',
      'Rattling noise from rear suspension on rough roads',
    ],
  ],
  [
    'ENGINE',
    [
      'Engine not starting in the morning',
      'Engine overheating in traffic',
      'Check engine light on',
      'Low pickup while accelerating',
      'Black smoke from exhaust',
      'White smoke from exhaust',
      'Engine oil leakage',
      'Coolant leakage under the vehicle',
      'High fuel consumption',
      'Engine misfiring at idle',
      'Engine stalls at traffic signal',
      'Knocking noise from engine',
      'Vehicle jerks while accelerating',
      'Engine oil level dropping between services',
      'Tapping noise from engine top',
      'Burning smell from engine bay',
    ],
  ],
  [
    'TRANSMISSION_AND_CLUTCH',
    [
      'Clutch slipping on slopes',
      'Hard gear shifting',
      'Gear slipping out of fifth gear',
      'Clutch pedal is hard',
      'Noise when clutch pedal is pressed',
      'Jerk when shifting from first to second gear',
      'Automatic gearbox shifts late',
      'Clicking noise from front wheels while turning',
    ],
  ],
  [
    'ELECTRICAL',
    [
      'Battery draining overnight',
      'Headlamp not working',
      'Horn not working',
      'Power window not working on driver side',
      'Central locking not working',
      'Wipers not working',
      'Battery warning light on',
      'Music system not working',
      'Reverse camera not working',
      'Dashboard lights flickering',
      'Indicator blinking fast',
      'Starter motor makes clicking noise',
    ],
  ],
  [
    'AIR_CONDITIONING',
    [
      'AC not cooling',
      'AC cooling is low in the afternoon',
      'Bad smell from AC vents',
      'Noise from AC compressor',
      'Water leaking inside the cabin from AC',
      'AC blower not working on high speed',
      'Fog on windshield not clearing',
    ],
  ],
  [
    'BODY_AND_PAINT',
    [
      'Dent on front bumper',
      'Scratches on driver side door',
      'Rear bumper damaged in parking',
      'Rust on door bottom edge',
      'Water leakage from sunroof',
      'Door not closing properly',
      'Rattling noise from dashboard',
      'Windshield cracked',
      'Paint fading on bonnet',
      'Wind noise from driver door at highway speed',
    ],
  ],
  [
    'TYRES_AND_WHEELS',
    [
      'Frequent puncture in rear tyre',
      'Tyre pressure warning light on',
      'Wheel wobble at high speed',
      'Alloy wheel bent',
      'Humming noise from tyres at highway speed',
    ],
  ],
  [
    'GENERAL_SERVICE',
    [
      'Periodic service due',
      'Service reminder light on',
      'Vehicle making unusual noise',
      'General check up before long trip',
    ],
  ],
];

export const SEED_COMPLAINTS: readonly Complaint[] = GROUPS.flatMap(([Cat, descs]) =>
  descs.map((Desc) => ({ Desc, Cat })),
).map((c, i) => ({
  _id: `CMP${String(i + 1).padStart(3, '0')}`,
  ...c,
}));
