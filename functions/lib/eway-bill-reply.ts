import { ApiError, ErrorCode } from '@shared/api/errors';
import { formatPaise } from '@shared/documents/money-format';
import {
  buildEwayBill,
  consignmentValue,
  ewayBillProblems,
  needsEwayBill,
  type EwayBillSource,
  type Transport,
} from '@shared/gst/returns/eway-bill';
import { EwayBillMessages } from '@shared/gst/returns/eway-bill-messages';
import type { EwayBillQuery } from '@shared/gst/returns/eway-bill-schemas';
import type { Paise } from '@shared/documents/money-math';
import type { ServiceContext } from './branch-context';
import { Reply } from './http/call';
import { attachment } from './http/csv-reply';

/**
 * The e-way bill file's common steps (docs/gst-returns.md 'E-way bill file'), one rule for every document
 * that makes one (invoice, purchase bill, delivery challan, package): whose GSTIN files it, the journey
 * the dispatcher gives, and "build, check, reply".
 */

/** The branch's GSTIN, under which the file is made; 400 when the branch has none. */
export function ewayBillUserGstin(ctx: Pick<ServiceContext, 'entity'>): string {
  const gstin = ctx.entity.Settings.Common.Tax.GSTIN;
  if (!gstin) throw new ApiError(ErrorCode.BadRequest, EwayBillMessages.userGstin);
  return gstin;
}

/** What the document already knows of the journey: used where the dispatcher leaves a field blank. */
export type KnownJourney = Partial<Pick<Transport, 'VehicleNo' | 'TransporterName' | 'TransDocNo'>>;

/** Part B from the call's query, each blank the document knows taken from it. */
export function journeyOf(q: Omit<EwayBillQuery, 'Id'>, known: KnownJourney = {}): Transport {
  return {
    Mode: q.Mode,
    DistanceKm: q.Distance,
    VehicleNo: q.VehicleNo ?? known.VehicleNo,
    TransporterId: q.TransporterId,
    TransporterName: q.TransporterName ?? known.TransporterName,
    TransDocNo: q.TransDocNo ?? known.TransDocNo,
    TransDocDate: q.TransDocDate,
  };
}

const notNeededOf = (value: Paise): string => EwayBillMessages.notNeeded(formatPaise(value));

/**
 * The file as a download named after the document, or 400: when the goods are worth ₹50,000 or less with
 * tax (`notNeeded` words it, given their value), or with every reason the portal would refuse the file
 * (the first as the message).
 */
export function ewayBillReply(
  source: EwayBillSource,
  today: string,
  name: string,
  notNeeded: (value: Paise) => string = notNeededOf,
): Reply {
  if (!needsEwayBill(source.Items)) throw new ApiError(ErrorCode.BadRequest, notNeeded(consignmentValue(source.Items)));
  const file = buildEwayBill(source);
  const problems = ewayBillProblems(file.billLists[0]!, source, today);
  if (problems.length > 0)
    throw new ApiError(
      ErrorCode.BadRequest,
      problems[0]!,
      problems.map((message) => ({ path: 'EWayBill', message })),
    );
  return new Reply(200, file, attachment(`EWB_${name.replace(/[^\w-]/g, '_')}.json`));
}
