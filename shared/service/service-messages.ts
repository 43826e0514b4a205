/**
 * Texts of the `service` family's refusals and answers that the spec does not
 * show (ours; service-documents §8 lists none for these). The server sends
 * them and the screens show them, so each lives here once. The quantity texts
 * 'Insufficient Quantity.' and 'Do You Still Want To Add The Part?' are the
 * spec's own (issue 12 §4).
 */
export const ServiceMessages = {
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
  complaintWithoutService: (desc: string) => `The complaint "${desc}" has no service. Add a labour line for it before approving.`,
  closedNoEdits: (sts: string) => `A ${sts} document cannot be changed.`,
  approvedEstimateLocked: "You don't have permission to change the lines of an approved estimate.",
  approvedOrderLocked: "You don't have permission to change the lines of an approved repair order.",
  completedOrderLocked: "You don't have permission to change the lines of a completed repair order.",
  tooManyChanges: (max: number) => `One save can change or remove at most ${max} lines. Save in smaller steps.`,
  numberBusy: 'Could not take the next document number. Please try again.',
  /** Parts quantities (issue 12 §4): more issued than received. */
  insufficientQuantity: 'Insufficient Quantity.',
  confirmAddPart: 'Do You Still Want To Add The Part?',
  receivedAboveRequired: 'The received quantity cannot be more than the required quantity.',
  issuedAboveRequired: 'The issued quantity cannot be more than the required quantity.',
  auditNotPermitted: "You don't have permission to see the audit log.",
  surveyorFilterNotPermitted: "You can only see your own surveys.",
  lineInvalid: 'Some lines are not valid.',
  statusNotOnDashboard: (sts: string) => `${sts} documents are not listed on this dashboard.`,
  fromAfterTo: 'The From date cannot be after the To date.',
  lineStatusNotAllowed: (lineId: string, sts: string) => `Line ${lineId} cannot be set to ${sts} here; use the document's actions.`,
  unknownReference: (lineId: string) => `Line ${lineId} refers to a line that is not on this document.`,
} as const;
