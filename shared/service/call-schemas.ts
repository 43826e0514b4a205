import * as z from 'zod';
import {
  claim,
  collision,
  complaint,
  documentSettings,
  estimate,
  estimateLaborLine,
  estimatePartLine,
  estimateStatus,
  lineStatus,
  repairOrder,
  repairOrderLaborLine,
  repairOrderPartLine,
  repairOrderStatus,
} from '../documents/schemas';
import { isoDate } from '../fields/iso-date';
import { pageOf } from '../fields/paging';
import { dashboardPageOf, documentId, MAX_LINES, pageFields } from '../documents/call-parts';
import { mergeDelta } from './merge-lines';

/**
 * Request and answer shapes of the `service` family (docs/service-documents-api.md): estimates,
 * repair orders and technicians' jobs. A document travels whole, in the spec's
 * field names (service-documents §3): the client sends what it edits, the server
 * recomputes every computed field with the shared engine and answers the whole
 * recomputed document. docs/service-documents-api.md explains each call.
 */

/** A line id in a path (WO1, EO3, WP2...). */
export const lineIdParam = z.string().regex(/^(WO|EO|WP|EP|WC|WCo|ECo)\d{1,4}$/, 'Enter a valid line id.');
export const jobParams = z.strictObject({ Id: documentId, LineId: lineIdParam });

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time like 17:00.');

/**
 * Header fields the client may set, beyond the engine's document schema: the
 * vehicle (a party product), its odometer reading, the work-order type and the
 * next-service date. Sts, Num, CrDate/CrTime, WOId and SuppEst are the server's.
 */
const headerExtras = {
  /** The vehicle (Products/{id}); its owner is the customer unless CBillTo says otherwise. */
  ProdId: z.string().max(64).optional(),
  /** Odometer reading in km when the vehicle came in. */
  Odo: z.number().int().min(0).max(9_999_999).optional(),
  /** Work-order type (Service/WorkOrderTypes). */
  Type: z.string().max(64).optional(),
  /** Next service date, offered 1, 3, 6 or 12 months ahead (line-rules.nextServiceDate). */
  NextSvc: isoDate.optional(),
  /** Free text for the customer, printed under the lines. */
  Notes: z.string().max(2000).optional(),
};

/** A line array of a request: every line a strict object (unknown keys are refused, never dropped). */
const lines = <S extends z.core.$ZodShape>(line: z.ZodObject<S>) =>
  z.array(line.strict()).max(MAX_LINES, `A document holds at most ${MAX_LINES} lines.`);

/**
 * The writable document: the engine's schema with every object strict, plus the
 * header extras. Sts, WOId, SuppEst, CrDate and CrTime are the server's: a body
 * may carry them back as read, and the server keeps its own values.
 */
const writableHeader = {
  ...headerExtras,
  PrTime: time.optional(),
  PrDate: isoDate.optional(),
  Comps: lines(complaint).optional(),
  Colli: lines(collision).optional(),
  CBillTo: z.strictObject({ name: z.string().max(200).optional(), Ph: z.string().max(20).optional() }).optional(),
  Settings: documentSettings.strict().optional(),
  Claim: claim.strict().optional(),
};

/** Create an estimate or a repair order. PrDate/PrTime default from settings (PrDays, 17:00). */
export const estimateCreateBody = estimate
  .safeExtend({
    ...writableHeader,
    Ops: lines(estimateLaborLine).optional(),
    Parts: lines(estimatePartLine).optional(),
  })
  .strict();
export const repairOrderCreateBody = repairOrder
  .safeExtend({
    ...writableHeader,
    Ops: lines(repairOrderLaborLine).optional(),
    Parts: lines(repairOrderPartLine).optional(),
    /** 'ask': refuse a part that cannot be reserved in full, so the screen asks (docs/inventory-reservations.md). */
    AddShort: z.enum(['ask', 'yes']).optional(),
  })
  .strict();
/** Save the whole document with the `ver` it was read at (409 when someone saved since). */
export const estimateSaveBody = estimateCreateBody.safeExtend({ ver: z.number().int().min(1) });
export const repairOrderSaveBody = repairOrderCreateBody.safeExtend({ ver: z.number().int().min(1) });
export type EstimateSaveBody = z.infer<typeof estimateSaveBody>;
export type RepairOrderSaveBody = z.infer<typeof repairOrderSaveBody>;

/** An action's body: the `ver` the user saw; Hold, Cancel and Decline may carry a reason. */
export const actionBody = z.strictObject({
  ver: z.number().int().min(1),
  Reason: z.string().max(500).optional(),
});

export const ESTIMATE_ACTION_PATHS = [
  'Approve',
  'ConvertToWO',
  'ReOpen',
  'AddSupplementary',
  'Cancel',
  'Decline',
  'Hold',
  'Restart',
] as const;
export type EstimateActionPath = (typeof ESTIMATE_ACTION_PATHS)[number];
export const REPAIR_ORDER_ACTION_PATHS = [
  'Approve',
  'Complete',
  'Cancel',
  'Decline',
  'Hold',
  'Restart',
  'ReOpen',
  'GenerateInvoice',
] as const;
export type RepairOrderActionPath = (typeof REPAIR_ORDER_ACTION_PATHS)[number];

export const estimateActionParams = z.strictObject({
  Id: documentId,
  Action: z.enum(ESTIMATE_ACTION_PATHS, 'Unknown action.'),
});
export const repairOrderActionParams = z.strictObject({
  Id: documentId,
  Action: z.enum(REPAIR_ORDER_ACTION_PATHS, 'Unknown action.'),
});

/** Totals of a document as the screens show them, in rupees (computed by the engine from paise). */
export const documentTotals = z.object({
  Labor: z.number(),
  Parts: z.number(),
  Taxable: z.number(),
  CGST: z.number(),
  SGST: z.number(),
  IGST: z.number(),
  Total: z.number(),
  Adjust: z.number(),
  GrandTotal: z.number(),
  /** What the insurer pays and what the customer pays; they add up to GrandTotal. */
  Insurer: z.number(),
  Customer: z.number(),
  Internal: z.number(),
  Warranty: z.number(),
  /** Depreciation and compulsory excess moved from the insurer to the customer (0 without a claim). */
  Depreciation: z.number(),
  Excess: z.number(),
  /** The quoted column (EstPr), for comparison. */
  Estimated: z.number(),
});

const documentCommon = {
  _id: documentId,
  Num: z.string(),
  ver: z.number().int(),
  EntId: z.string(),
  CrDate: isoDate,
  CrTime: z.string(),
  CrBy: z.string(),
  UpBy: z.string().optional(),
  UpDt: z.string().optional(),
  /** Display names, so a screen never needs a second call to show who and what. */
  CustName: z.string().optional(),
  SAName: z.string().optional(),
  SurName: z.string().optional(),
  RegNo: z.string().optional(),
  Totals: documentTotals,
  /**
   * The actions this caller may take now (shared/documents/actions.ts with the
   * caller's permissions and the branch's flags): the UI shows exactly these.
   */
  Actions: z.array(z.string()),
  /** True when the caller may see the audit log (module admin, EA or SA). */
  CanAudit: z.boolean(),
};

/** A supplementary estimate's place: its code letter and the estimate it supplements. */
const supplementary = {
  /** Supplementary code (a, b, ...); absent on the initial estimate. */
  Code: z
    .string()
    .regex(/^[a-z]+$/)
    .optional(),
  /** The initial estimate a supplementary belongs to. */
  ParentId: documentId.optional(),
};

export const estimateAnswer = estimate.and(
  z.object({
    ...headerExtras,
    ...documentCommon,
    ...supplementary,
    Sts: estimateStatus,
    /** A supplementary estimate's delta: what it adds to its repair order or changes there (docs/service-actions.md). */
    Delta: mergeDelta.optional(),
  }),
);
export const repairOrderAnswer = repairOrder.and(
  z.object({
    ...headerExtras,
    ...documentCommon,
    Sts: repairOrderStatus,
    EstId: documentId.optional(),
    InvId: z.string().optional(),
    /** The appointment checked in to open this order (docs/customer-loop.md §5). */
    ApptId: z.string().optional(),
    /** What this save did to each stocked line's reservation (docs/inventory-reservations.md). */
    Reservations: z
      .array(z.object({ LineId: z.string(), Reserved: z.number(), Requested: z.number(), Message: z.string() }))
      .optional(),
  }),
);
export type EstimateAnswer = z.infer<typeof estimateAnswer>;
export type RepairOrderAnswer = z.infer<typeof repairOrderAnswer>;

/** Dashboard filters (docs/service-documents-api.md 'Dashboards'): one status or all the dashboard's statuses, advisor, created-date range, page cursor. */
const dashboardFilters = {
  SA: z.string().max(64).optional(),
  From: isoDate.optional(),
  To: isoDate.optional(),
  ...pageFields,
};
export const estimateDashboardQuery = z.strictObject({ Sts: estimateStatus.optional(), ...dashboardFilters });
export const repairOrderDashboardQuery = z.strictObject({ Sts: repairOrderStatus.optional(), ...dashboardFilters });
/** Surveyor/estimatedashboard: estimates waiting for a surveyor (the caller, or one chosen by staff). */
export const surveyorDashboardQuery = z.strictObject({ Sur_Id: z.string().max(64).optional(), ...pageFields });

/** One dashboard row: what the list shows, from the document's index item (never the whole document). */
export const dashboardRow = z.object({
  _id: documentId,
  Num: z.string(),
  Sts: z.string(),
  Code: z.string().optional(),
  CustName: z.string().optional(),
  RegNo: z.string().optional(),
  SA: z.string().optional(),
  SAName: z.string().optional(),
  Sur_Id: z.string().optional(),
  PrDate: z.string().optional(),
  PrTime: z.string().optional(),
  CrDate: z.string(),
  GrandTotal: z.number(),
});
export type DashboardRow = z.infer<typeof dashboardRow>;
/** A dashboard page, with each status's count in the branch (§4 'Dashboards'; counts ignore the SA/date filters). */
export const dashboardPage = dashboardPageOf(dashboardRow);

/** My Jobs: a technician's labour lines that are not done (data-model D7). */
export const jobRow = z.object({
  WOId: documentId,
  Num: z.string(),
  LineId: z.string(),
  Desc: z.string().optional(),
  Sts: lineStatus,
  RegNo: z.string().optional(),
  CustName: z.string().optional(),
  PrDate: z.string().optional(),
  PrTime: z.string().optional(),
  /** Clock-on time of the running or last spell (ISO date-time), and the minutes already worked. */
  ClockOn: z.string().optional(),
  /** End of the last spell; absent while the job runs (a paused job has both). */
  ClockOff: z.string().optional(),
  Worked: z.number().int().optional(),
  ver: z.number().int(),
});
export const jobsPage = pageOf(jobRow);
export const myJobsQuery = z.strictObject({ ...pageFields });

/** What a technician does to a job: start (clock on), pause (clock off) or complete. */
export const JOB_MOVES = ['Start', 'Pause', 'Complete'] as const;
export const jobUpdateBody = z.strictObject({
  Move: z.enum(JOB_MOVES),
  /** The line's `ver` as the technician saw it. */
  ver: z.number().int().min(1),
  /** Clock times default to now; a technician may correct them (ISO date-time). */
  ClockOn: z.iso.datetime({ offset: true }).optional(),
  ClockOff: z.iso.datetime({ offset: true }).optional(),
});
export const jobAnswer = z.object({ Job: jobRow, Message: z.string() });
