import type { Fuel, VehicleModel } from './vehicle-models';

/**
 * Part families: what a part is, independent of the model it fits. The seed's
 * parts are family × model (parts.ts); a family may fit only some models.
 */
export type PartFamily = {
  /** Description; '{model}', '{tyre}' and '{ah}' are filled per model. */
  readonly Desc: string;
  readonly Cat: string;
  readonly HSN: string;
  readonly UoM: 'NOS' | 'SET' | 'PAIR';
  /** Base price in whole rupees for a hatchback; scaled by the model's pricePct. */
  readonly base: number;
  /** Five-digit family number used inside part codes. */
  readonly no: string;
  readonly fuel?: Fuel;
  /** Only the model's top variants (alloy wheels, fog lamps). */
  readonly topOnly?: boolean;
  /** Sold under a supplier's brand rather than the vehicle maker's. */
  readonly brand?: 'TYRE' | 'BATTERY';
};

const f = (
  Desc: string,
  Cat: string,
  HSN: string,
  UoM: PartFamily['UoM'],
  base: number,
  no: string,
  extra: Partial<PartFamily> = {},
): PartFamily => ({
  Desc,
  Cat,
  HSN,
  UoM,
  base,
  no,
  ...extra,
});

export const PART_FAMILIES: readonly PartFamily[] = [
  f('Oil filter', 'GENERAL_SERVICE', '84212300', 'NOS', 320, '16510'),
  f('Air filter element', 'GENERAL_SERVICE', '84213100', 'NOS', 480, '13780'),
  f('Cabin air filter (AC filter)', 'AIR_CONDITIONING', '84213990', 'NOS', 560, '95860'),
  f('Fuel filter diesel', 'GENERAL_SERVICE', '84212300', 'NOS', 1250, '15410', { fuel: 'DIESEL' }),
  f('Spark plug iridium', 'ENGINE', '85111000', 'NOS', 650, '09482', { fuel: 'PETROL' }),
  f('Glow plug', 'ENGINE', '85118000', 'NOS', 1150, '19850', { fuel: 'DIESEL' }),
  f('Ignition coil', 'ENGINE', '85113010', 'NOS', 2300, '33400', { fuel: 'PETROL' }),
  f('Front brake pad set', 'BRAKES', '87083000', 'SET', 1750, '55810'),
  f('Rear brake shoe set', 'BRAKES', '87083000', 'SET', 1400, '53200'),
  f('Front brake disc rotor', 'BRAKES', '87083000', 'NOS', 2450, '55311'),
  f('Clutch disc (friction plate)', 'TRANSMISSION_AND_CLUTCH', '87089300', 'NOS', 2750, '22400'),
  f('Clutch pressure plate assembly', 'TRANSMISSION_AND_CLUTCH', '87089300', 'NOS', 3300, '22100'),
  f('Clutch release bearing', 'TRANSMISSION_AND_CLUTCH', '87089300', 'NOS', 1150, '23265'),
  f('Front shock absorber strut', 'SUSPENSION_AND_STEERING', '87088000', 'NOS', 3450, '41601'),
  f('Rear shock absorber', 'SUSPENSION_AND_STEERING', '87088000', 'NOS', 2250, '41800'),
  f('Front lower control arm', 'SUSPENSION_AND_STEERING', '87088000', 'NOS', 2950, '45201'),
  f('Stabiliser bar link', 'SUSPENSION_AND_STEERING', '87088000', 'NOS', 680, '42420'),
  f('Tie rod end outer', 'SUSPENSION_AND_STEERING', '87089400', 'NOS', 890, '48810'),
  f('Steering rack boot', 'SUSPENSION_AND_STEERING', '87089400', 'NOS', 470, '48930'),
  f('Front wheel bearing', 'SUSPENSION_AND_STEERING', '84821090', 'NOS', 1150, '09262'),
  f('Drive shaft outer CV joint boot kit', 'TRANSMISSION_AND_CLUTCH', '87085000', 'SET', 980, '44119'),
  f('Radiator assembly', 'ENGINE', '87089100', 'NOS', 6400, '17700'),
  f('Radiator upper hose', 'ENGINE', '40093100', 'NOS', 520, '17851'),
  f('Water pump assembly', 'ENGINE', '84133030', 'NOS', 2650, '17400'),
  f('Fuel pump module', 'ENGINE', '84133020', 'NOS', 5600, '15100'),
  f('Drive belt (poly V)', 'ENGINE', '40103290', 'NOS', 980, '17521'),
  f('Engine mounting right', 'ENGINE', '87089900', 'NOS', 1950, '11610'),
  f('Silencer (muffler) assembly', 'ENGINE', '87089200', 'NOS', 5300, '14300'),
  f('Alternator assembly', 'ELECTRICAL', '85115000', 'NOS', 9600, '31400'),
  f('Starter motor assembly', 'ELECTRICAL', '85114000', 'NOS', 7900, '31100'),
  f('Battery {ah} Ah maintenance free', 'ELECTRICAL', '85071000', 'NOS', 130, '98000', { brand: 'BATTERY' }),
  f('Headlamp assembly', 'ELECTRICAL', '85122010', 'NOS', 6900, '35320'),
  f('Tail lamp assembly right', 'ELECTRICAL', '85122020', 'NOS', 3950, '35650'),
  f('Front fog lamp', 'ELECTRICAL', '85122020', 'NOS', 2250, '35500', { topOnly: true }),
  f('Horn set high and low tone', 'ELECTRICAL', '85123010', 'SET', 1250, '38500'),
  f('Front wiper blade set', 'ELECTRICAL', '85124000', 'SET', 880, '38340'),
  f('Front windshield glass laminated', 'BODY_AND_PAINT', '70072190', 'NOS', 7600, '84511'),
  f('Rear windshield glass toughened', 'BODY_AND_PAINT', '70071100', 'NOS', 5300, '84570'),
  f('Outside rear view mirror right electric', 'BODY_AND_PAINT', '70091000', 'NOS', 3250, '84701'),
  f('Front bumper', 'BODY_AND_PAINT', '87081010', 'NOS', 4600, '71711'),
  f('Rear bumper', 'BODY_AND_PAINT', '87081010', 'NOS', 4300, '71811'),
  f('Bonnet (hood)', 'BODY_AND_PAINT', '87082900', 'NOS', 7300, '57300'),
  f('Front fender left', 'BODY_AND_PAINT', '87082900', 'NOS', 2850, '57711'),
  f('Tyre {tyre} tubeless radial', 'TYRES_AND_WHEELS', '40111010', 'NOS', 0, '40110', { brand: 'TYRE' }),
  f('Alloy wheel', 'TYRES_AND_WHEELS', '87087000', 'NOS', 7400, '43210', { topOnly: true }),
];

/** Whether a family is fitted to a model (fuel-specific parts only where that fuel is offered). */
export const fits = (family: PartFamily, model: VehicleModel): boolean =>
  family.fuel === undefined || model.fuels.includes(family.fuel);
