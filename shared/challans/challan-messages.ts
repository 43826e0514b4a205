import { formatPaise } from '../documents/money-format';

/** Every message of delivery challans (docs/challans.md), used by the server's refusals and the screens alike. */
export const ChallanMessages = {
  notFound: 'Delivery challan not found.',
  changed: 'The delivery challan was changed by someone else. Open it again.',
  notDraft: (sts: string) => `This delivery challan is ${sts}: only a draft can be changed or issued.`,
  notOut: (sts: string) => `This delivery challan is ${sts}: no goods are out on it to come back.`,
  notCancellable: (sts: string) =>
    `This delivery challan is ${sts}: only a draft, or an issued challan of which nothing came back, can be cancelled.`,
  returnedAlready: 'Goods have come back on this delivery challan: it cannot be cancelled. Take the rest back instead.',
  lineTwice: (desc: string) => `${desc} is on the challan twice. Change the quantity of one line instead.`,
  lineUnknown: (id: string) => `Line ${id} is not on this delivery challan.`,
  overReturn: (max: string, desc: string) => `At most ${max} of ${desc} can come back.`,
  allBack: (desc: string) => `${desc} has all come back already.`,
  customerNotFound: 'Customer not found.',
  vendorNotFound: 'Vendor not found.',
  recipientName: 'Enter the recipient’s name.',
  recipientId: 'Choose the customer or vendor the goods go to.',
  branchRecipient:
    'Goods going to another branch of the organisation move by a transfer order (Inventory → Transfer Orders), which keeps them in transit until that branch receives them.',
  gstinInvalid: 'Enter a valid GSTIN.',
  purposeNote: 'Say why the goods travel (the purpose “Other”).',
  trackedItem: (desc: string) =>
    `${desc} is tracked by batch or serial number: send it by a transfer order or material out for now.`,
  badCursor: 'The list has changed. Start again from the first page.',
  ewayBillNotNeeded: (value: number) =>
    `An e-way bill is needed only when the goods are worth more than ₹50,000.00 with tax; these are worth ${formatPaise(value)}.`,
  ewayBillDraft: 'Issue the delivery challan before making its e-way bill.',
} as const;
