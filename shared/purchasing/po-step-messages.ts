/**
 * Texts of a purchase order's approval, sending, closing, print and public page,
 * and of receives without an order (docs/purchasing.md §18–§20), defined once
 * for the server's refusals and the screens.
 */
const ACTION_WORDS: Record<string, string> = {
  Edit: 'changed',
  Submit: 'submitted for approval',
  Approve: 'approved',
  Send: 'sent',
  Resend: 'sent again',
  Cancel: 'cancelled',
  Close: 'closed',
};

export const PoStepMessages = {
  notOpen: (action: string, sts: string): string =>
    `This purchase order is ${sts}: it cannot be ${ACTION_WORDS[action] ?? action.toLowerCase()} now.`,
  noRight: (action: string): string =>
    `You may not ${action === 'Approve' || action === 'Close' ? 'approve or close' : 'change'} purchase orders.`,
  editApprovedRight: 'Editing an approved or sent purchase order needs the right to edit approved parts orders.',
  editAfterReceipt: 'Stock has come in against this order: it can no longer be changed (close it instead).',
  approveFirst: 'This branch approves purchase orders before they are sent: submit it for approval first.',
  noApprovalNeeded: 'This branch sends purchase orders without approval: send it instead.',
  noContact: 'The vendor has no mobile number or e-mail on record: enter one to send the order.',
  notMobile: 'Enter a 10-digit mobile number to send the order by SMS.',
  linkInvalid: 'This purchase order link is not valid. Ask the workshop to send it again.',
  linkExpired: 'This purchase order link has expired. Ask the workshop to send it again.',
  linkNotFound: 'This purchase order is no longer available.',
  smsText: (p: { branch: string; num: string; total: string; link: string; days: number }): string =>
    `${p.branch}: purchase order ${p.num} for ${p.total}. View or download: ${p.link} (valid ${p.days} days).`,
  emailSubject: (branch: string, num: string): string => `Purchase order ${num} from ${branch}`,
  emailText: (p: {
    branch: string;
    num: string;
    total: string;
    link: string;
    days: number;
    expDate?: string;
  }): string =>
    [
      `Dear vendor,`,
      ``,
      `${p.branch} places purchase order ${p.num} for ${p.total}${p.expDate ? `, expected by ${p.expDate}` : ''}.`,
      `View the order and download its PDF here: ${p.link}`,
      `The link is valid for ${p.days} days.`,
    ].join('\n'),
  done: (action: string, num: string): string =>
    `Purchase order ${num} ${ACTION_WORDS[action] ?? action.toLowerCase()}.`,
  sentTo: (num: string, to: string): string => `Purchase order ${num} sent to ${to}.`,
  // Receives without an order
  directVendorNeeded: 'Choose the vendor the stock comes from.',
  directReceived: (num: string): string => `Receive ${num} saved without an order: the stock is in the warehouse.`,
} as const;

/** Labels of the order's and the receives' screens that name these steps. */
export const PoStepTexts = {
  noOrder: 'Without an order',
  receiveWithoutOrder: 'Receive without an order',
  submit: 'Submit for approval',
  approve: 'Approve',
  markSent: 'Mark as sent',
  sendToVendor: 'Send to vendor',
  resend: 'Send again',
  cancel: 'Cancel order',
  close: 'Close order',
  print: 'Print or PDF',
  sendTitle: 'Send the order to the vendor',
  sendHint: "A link to the order and its PDF goes by SMS and e-mail; leave both empty to use the vendor's own.",
} as const;
