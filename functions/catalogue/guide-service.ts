import type { GuideAnswer, GuideOperationRow, LtgId, OperationAnswer } from '@shared/catalogue/call-schemas';
import { mulDivRound, paiseToRupees, rupeesToPaise, toScaled } from '@shared/documents/money-math';
import { BODY_TYPES, type BodyType } from '@shared/catalogue/schemas';
import { SEED_LABOUR_RATES } from '@shared/catalogue/seed';
import { listItems, type ListItem } from '../data/catalogue/named-list-repo';
import type { Found } from '../data/catalogue/record-repo';
import { pick } from './catalogue-scope';

/**
 * Labour time guides: one per body type (`LTG-<BODYTYPE>`), priced by the
 * organisation's labour rate for that body type (the system rate until it sets
 * its own) and by fixed operation prices set in Setup Labor Rates.
 */

export const guideIdOf = (bodyType: BodyType): LtgId => `LTG-${bodyType}`;
export const bodyTypeOf = (id: LtgId): BodyType => id.slice('LTG-'.length) as BodyType;
const NAMES: Record<BodyType, string> = { HATCHBACK: 'Hatchback', SEDAN: 'Sedan', SUV: 'SUV' };

const systemRate = (bodyType: BodyType): number => SEED_LABOUR_RATES.find((r) => r.BodyType === bodyType)?.Rate ?? 0;

/** Every guide with the organisation's rate (one Query of its RATE items). */
export async function guidesOf(orgId: string): Promise<GuideAnswer[]> {
  const own = new Map((await listItems(orgId, 'RATE')).map((item) => [item._id, item]));
  return BODY_TYPES.map((bodyType) => guideAnswerOf(bodyType, own.get(bodyType)));
}

export function guideAnswerOf(bodyType: BodyType, own: ListItem | undefined): GuideAnswer {
  return {
    _id: guideIdOf(bodyType),
    BodyType: bodyType,
    Name: NAMES[bodyType],
    Rate: typeof own?.Rate === 'number' ? own.Rate : systemRate(bodyType),
    RateSet: own !== undefined,
    ver: own?.ver ?? 0,
  };
}

export async function guideOf(orgId: string, id: LtgId): Promise<GuideAnswer> {
  const guides = await guidesOf(orgId);
  return guides.find((g) => g._id === id) as GuideAnswer;
}

/** Hours × rate in rupees, half-up to the paisa, in integer arithmetic. */
export const labourPrice = (hours: number, rate: number): number =>
  paiseToRupees(mulDivRound(toScaled(hours, 2), rupeesToPaise(rate), 100));

/** Fixed prices of one guide by operation id (one Query). */
export async function fixedPricesOf(orgId: string, id: LtgId): Promise<Map<string, ListItem>> {
  return new Map((await listItems(orgId, `PRICE#${id}`)).map((item) => [item._id, item]));
}

/** An operation as a guide prices it. */
export function guideRowOf(
  op: Record<string, unknown>,
  guide: GuideAnswer,
  fixed: Map<string, ListItem>,
): GuideOperationRow {
  const hrs = (op.Hrs as Record<BodyType, number>)[guide.BodyType];
  const price = fixed.get(String(op._id));
  const base = pick<Omit<GuideOperationRow, 'Hrs' | 'Rate' | 'Pr' | 'Fixed'>>(op, [
    '_id',
    'OpCode',
    'Desc',
    'Cat',
    'SAC',
    'TCode',
  ]);
  return {
    ...base,
    Hrs: hrs,
    Rate: guide.Rate,
    Pr: typeof price?.Pr === 'number' ? price.Pr : labourPrice(hrs, guide.Rate),
    Fixed: price !== undefined,
  };
}

const OP_FIELDS = ['_id', 'OpCode', 'Desc', 'Cat', 'SAC', 'TCode', 'Hrs', 'Own', 'Act', 'ver'];
export const operationOf = ({ record, own }: Found): OperationAnswer =>
  pick({ ...record, Own: own, ver: own ? record.ver : 0 }, OP_FIELDS);
export const guideOperationOf = (found: Found, guide: GuideAnswer, fixed: Map<string, ListItem>) => ({
  ...guideRowOf(found.record, guide, fixed),
  Own: found.own,
  Act: found.record.Act,
  ver: found.own ? found.record.ver : 0,
});
