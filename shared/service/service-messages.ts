import type { EstimateActionPath, RepairOrderActionPath } from './call-schemas';

/**
 * Texts of the `service` family's refusals and answers: documents, actions and
 * My Jobs, used by the server and the screens alike, each here once.
 * 'Job Updated Successfully.', 'Insufficient Quantity.' and 'Do You Still Want
 * To Add The Part?' are the spec's own (platform §8); the rest are
 * ours, because the spec shows no text for these refusals. `{order}` is a label slot
 * the server fills in the branch's words (shared/access/industry-labels.ts):
 * a repair order in a workshop, a work order elsewhere.
 */

/** The kind of document a message speaks about, in the branch's words. */
export type DocumentWord = 'estimate' | '{order}';

/** What each action does, as the end of "You don't have permission to …". */
const VERBS: Readonly<Record<EstimateActionPath | RepairOrderActionPath, string>> = {
  Approve: 'approve',
  ConvertToWO: 'convert',
  ReOpen: 'reopen',
  AddSupplementary: 'add a supplementary estimate to',
  Cancel: 'cancel',
  Decline: 'decline',
  Hold: 'put on hold',
  Restart: 'restart',
  Complete: 'complete',
  GenerateInvoice: 'generate the invoice of',
};

/** The same verbs as a past participle: "… cannot be approved". */
const PARTICIPLES: Readonly<Record<EstimateActionPath | RepairOrderActionPath, string>> = {
  Approve: 'approved',
  ConvertToWO: 'converted',
  ReOpen: 'reopened',
  AddSupplementary: 'given a supplementary estimate',
  Cancel: 'cancelled',
  Decline: 'declined',
  Hold: 'put on hold',
  Restart: 'restarted',
  Complete: 'completed',
  GenerateInvoice: 'invoiced',
};

export const ServiceMessages = {
  // documents: reading and saving
  estimateNotFound: 'This estimate was not found.',
  repairOrderNotFound: 'This repair order was not found.',
  badCursor: 'This list position is no longer valid. Open the list again.',
  customerNotFound: 'The customer was not found. Pick a customer from the list.',
  vehicleNotFound: 'The vehicle was not found. Pick a vehicle from the list.',
  advisorNotInBranch: 'The service advisor must be a user of this branch.',
  surveyorNotInOrganisation: 'The surveyor must be a user of this organisation.',
  technicianNotInBranch: 'The technician must be a user of this branch.',
  freeFormNotAllowed: "You don't have permission to add lines that are not from the catalogue.",
  duplicateOperation: (desc: string) => `The operation "${desc}" is already on this document.`,
  duplicatePart: (desc: string) => `The part "${desc}" is already on this labour line.`,
  duplicateComplaint: (desc: string) => `The complaint "${desc}" is already on this document.`,
  complaintWithoutService: (desc: string) =>
    `The complaint "${desc}" has no service. Add a labour line for it before approving.`,
  closedNoEdits: (sts: string) => `A ${sts} document cannot be changed.`,
  approvedEstimateLocked: "You don't have permission to change the lines of an approved estimate.",
  approvedOrderLocked: "You don't have permission to change the lines of an approved repair order.",
  completedOrderLocked: "You don't have permission to change the lines of a completed repair order.",
  tooManyChanges: (max: number) => `One save can change or remove at most ${max} lines. Save in smaller steps.`,
  numberBusy: 'Could not take the next document number. Please try again.',
  /** Parts quantities (docs/decisions-service.md 'Saving (PUT)'): more issued than received. */
  insufficientQuantity: 'Insufficient Quantity.',
  confirmAddPart: 'Do You Still Want To Add The Part?',
  receivedAboveRequired: 'The received quantity cannot be more than the required quantity.',
  issuedAboveRequired: 'The issued quantity cannot be more than the required quantity.',
  auditNotPermitted: "You don't have permission to see the audit log.",
  surveyorFilterNotPermitted: 'You can only see your own surveys.',
  lineInvalid: 'Some lines are not valid.',
  statusNotOnDashboard: (sts: string) => `${sts} documents are not listed on this dashboard.`,
  fromAfterTo: 'The From date cannot be after the To date.',
  lineStatusNotAllowed: (lineId: string, sts: string) =>
    `Line ${lineId} cannot be set to ${sts} here; use the document's actions.`,
  unknownReference: (lineId: string) => `Line ${lineId} refers to a line that is not on this document.`,

  // My Jobs: spec platform §8
  jobUpdated: 'Job Updated Successfully.',

  // actions: why one is refused
  noPermission: (action: EstimateActionPath | RepairOrderActionPath, what: DocumentWord) =>
    `You don't have permission to ${VERBS[action]} this ${what}.`,
  notInStatus: (action: EstimateActionPath | RepairOrderActionPath, what: DocumentWord, status: string) =>
    `This ${what} is ${status.toLowerCase()}: it cannot be ${PARTICIPLES[action]}.`,
  nothingToApprove: (what: DocumentWord) => `No line of this ${what} is waiting for approval.`,
  approveNewLinesFirst: 'Approve the new lines first: a {order} is completed once every line is approved.',
  nothingToComplete: 'No work on this {order} is approved yet, so there is nothing to complete.',
  convertSwitchedOff: 'Converting estimates to {order}s is switched off for this branch.',
  alreadyConverted: 'This estimate is already converted to a {order}.',
  convertOnlyApproved: 'Only an approved estimate can be converted to a {order}.',
  supplementaryJoinsOnApprove:
    'A supplementary estimate joins its {order} when it is approved; it is not converted on its own.',
  supplementaryOnlyWhenConverted: 'A supplementary estimate can be added once the estimate is converted to a {order}.',
  supplementaryOnClosed:
    'The {order} of this estimate is closed: adding a supplementary estimate needs the permission to reopen {order}s.',
  orderNotFound: 'The {order} of this estimate could not be found.',
  supplementaryIntoClosed:
    'The {order} is closed: approving this supplementary estimate reopens it, which needs the permission to reopen {order}s.',
  supplementaryIntoInactive: (status: string) =>
    `The {order} is ${status.toLowerCase()}: a supplementary estimate cannot be added to it.`,
  tiedToOrder: (action: EstimateActionPath) =>
    `This estimate is tied to a {order}: it cannot be ${PARTICIPLES[action]}.`,
  reopenOnlyConverted: 'Only a converted estimate can be reopened.',
  reopenOnlyClosed: 'Only a closed {order} can be reopened.',
  restartOnlyStopped: (what: DocumentWord) => `Only a cancelled, declined or on-hold ${what} can be restarted.`,
  invoiceWhen: (approvedToo: boolean) =>
    approvedToo
      ? 'A {order} is invoiced when it is approved or completed.'
      : 'A {order} is invoiced when it is completed.',
  nothingToInvoice: 'This {order} has no line with an amount to invoice.',

  // approve and complete: the headline over the list of lines that fail
  approveRefused: (what: DocumentWord) => `This ${what} cannot be approved yet. Fix the lines listed and try again.`,
  completeRefused: 'This {order} cannot be completed yet. Fix the lines listed and try again.',
  lineOnHold: 'This line is on hold. Restart or decline it before completing.',

  // My Jobs
  jobNotFound: 'This job is not on the {order}.',
  notYourJob: 'This job is assigned to another technician.',
  notTechnician: 'My Jobs is for technicians.',
  orderNotWorkable: (status: string) => `The {order} is ${status.toLowerCase()}: its jobs cannot be changed.`,
  jobNotApproved: 'This job is not approved yet.',
  jobRunning: 'This job is already running.',
  jobNotRunning: 'This job is not running.',
  jobDone: (status: string) => `This job is ${status.toLowerCase()}.`,
  clockOffBeforeOn: 'The clock-off time cannot be before the clock-on time.',
} as const;
