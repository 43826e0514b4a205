/**
 * Texts of approval by link (docs/customer-loop.md 'Approval by link'), defined once
 * for the server's refusals, the advisor's button and the customer's page.
 */
export const ApprovalMessages = {
  linkInvalid: 'This approval link is not valid. Ask the workshop to send it again.',
  linkExpired: 'This approval link has expired. Ask the workshop to send a new one.',
  notFound: 'This estimate is no longer available. Ask the workshop to send it again.',
  nothingToSend: 'Every line of this estimate has been decided: there is nothing to send for approval.',
  orderClosedToSend: (order: string, status: string): string =>
    `Repair order ${order} is ${status.toLowerCase()}: its supplementary estimate cannot be sent for approval.`,
  orderMovedOn: (order: string, status: string): string =>
    `Repair order ${order} is ${status.toLowerCase()}: this additional work can no longer be approved here. Nothing was changed: please call the workshop.`,
  supplementaryBanner: (order: string): string =>
    `Additional work found on your vehicle during repair order ${order}. Approve or decline each item: what you approve is added to that repair order.`,
  notAnEstimateStatus: (status: string): string => `An estimate that is ${status} cannot be sent for approval.`,
  noPhone: "Enter the customer's mobile number: the estimate's customer has none.",
  notMobile: "The customer's phone is not a mobile number. Enter a mobile number to send the link to.",
  noDecisions: 'Approve or decline at least one line.',
  nameNeeded: 'Type your full name to sign.',
  lineUnknown: (line: string): string => `Line ${line} is not a line of this estimate.`,
  lineNotSent: (desc: string): string => `"${desc}" was not sent for your approval.`,
  alreadyDecided: (desc: string, decision: string): string =>
    `"${desc}" has already been ${decision}. Nothing was changed: reload the page to see the estimate as it is now.`,
  changed: 'The workshop changed this estimate while you were reading it. Reload the page to see it as it is now.',
  sent: (phone: string): string => `Approval link sent to ${phone}.`,
  decided: 'Thank you. Your decisions have been sent to the workshop.',
} as const;

/** The SMS and the WhatsApp message: the branch, the estimate, the amount, the link and how long it lasts. */
export const approvalText = (p: { branch: string; num: string; total: string; link: string; days: number }): string =>
  `${p.branch}: estimate ${p.num} for ${p.total} is waiting for your approval. Approve or decline each item: ${p.link} (valid ${p.days} days)`;
