import type { serviceRoutes } from '@shared/api/routes/service';
import { ANOTHER_DOCUMENT_OF, estimateActionLabel, repairOrderActionLabel } from '@shared/service/action-paths';
import type { EstimateActionPath, RepairOrderActionPath } from '@shared/service/call-schemas';
import type { ShopFloorDocumentType } from '@shared/service/shop-floor-events';
import type { Call, CallHandler, FamilyImplementation } from '../../lib/http/call';
import { Reply } from '../../lib/http/call';
import { announcingAppointment, announcingWith } from '../../lib/ws/announce-after';
import { announceDocumentChange, type DocumentChange } from '../../lib/ws/shop-floor-announce';

/**
 * The one hook of the service family's answer path (docs/customer-loop.md §20): the
 * calls that change an estimate's or a repair order's status or its lines'
 * statuses answer first (their transaction has committed), then the branch hears
 * DocumentChanged. A refused call throws before the hook and announces nothing.
 * The job move and the customer's decision by link announce from their own code
 * (they hold the header the answer leaves out); the approvals and appointments
 * families' handlers wrap their other changing calls the same way.
 */

type Routes = typeof serviceRoutes;
type Family = FamilyImplementation<Routes>;

type Answered = { _id?: unknown; Num?: unknown; Sts?: unknown; ver?: unknown };
const str = (v: unknown): v is string => typeof v === 'string' && v !== '';

/** The change a document answer describes, or nothing when the answer is not one. */
function changeOf(answer: unknown, Type: ShopFloorDocumentType, By: string): DocumentChange | undefined {
  if (answer instanceof Reply || typeof answer !== 'object' || answer === null) return undefined;
  const a = answer as Answered;
  if (!str(a._id) || !str(a.Sts) || typeof a.ver !== 'number') return undefined;
  return { Type, Id: a._id, Num: str(a.Num) ? a.Num : '', Sts: a.Sts, ver: a.ver, By };
}

const as =
  (Type: ShopFloorDocumentType) =>
  (_call: unknown, answer: unknown, by: string): DocumentChange | undefined =>
    changeOf(answer, Type, by);

/** An action that answers another document (Convert To WO, Add Supplementary) names that one. */
const afterAction =
  (kind: 'estimate' | 'repairOrder') =>
  (call: { params: { Action: string } }, answer: unknown, by: string): DocumentChange | undefined => {
    const label =
      kind === 'estimate'
        ? estimateActionLabel(call.params.Action as EstimateActionPath)
        : repairOrderActionLabel(call.params.Action as RepairOrderActionPath);
    const answered = ANOTHER_DOCUMENT_OF[label] ?? kind;
    return changeOf(answer, answered === 'estimate' ? 'Estimate' : 'RepairOrder', by);
  };

/** Check-in opens a repair order: the appointment's answer names it. */
const afterCheckIn = (_call: unknown, answer: unknown, by: string): DocumentChange | undefined => {
  const a = answer as { WOId?: unknown; WONum?: unknown };
  return str(a.WOId)
    ? { Type: 'RepairOrder', Id: a.WOId, Num: str(a.WONum) ? a.WONum : '', Sts: 'New', ver: 1, By: by }
    : undefined;
};

/** A document's call: the branch's lists hear DocumentChanged. */
const announcing = <R extends Routes[keyof Routes]>(
  run: CallHandler<R>,
  describe: (call: Call<R>, answer: unknown, by: string) => DocumentChange | undefined,
): CallHandler<R> => announcingWith(announceDocumentChange, run, describe);

export function withShopFloorEvents(family: Family): Family {
  return {
    ...family,
    createEstimate: announcing(family.createEstimate, as('Estimate')),
    saveEstimate: announcing(family.saveEstimate, as('Estimate')),
    estimateAction: announcing(family.estimateAction, afterAction('estimate')),
    createRepairOrder: announcing(family.createRepairOrder, as('RepairOrder')),
    saveRepairOrder: announcing(family.saveRepairOrder, as('RepairOrder')),
    repairOrderAction: announcing(family.repairOrderAction, afterAction('repairOrder')),
    checkInAppointment: announcingAppointment(announcing(family.checkInAppointment, afterCheckIn)),
  };
}
