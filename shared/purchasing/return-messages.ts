/**
 * Texts of purchase returns, vendor debit notes and vendor credit notes
 * received, defined once for the server's refusals and the screens
 * (docs/purchase-returns.md).
 */
export const ReturnMessages = {
  featureOff: 'Debit notes are not switched on for this branch.',
  receiveNotFound: 'Purchase receive not found.',
  billNotFound: 'Bill not found.',
  notFound: 'Purchase return not found.',
  noteNotFound: 'Note not found.',
  lineUnknown: (id: string): string => `Line ${id} is not a line of this receive.`,
  billLineUnknown: (id: string): string => `Line ${id} is not a line of this bill.`,
  lineTwice: 'A line or its item is named twice: name each once.',
  oneBill:
    'These lines are on different bills: return the lines of one bill at a time (each bill gets its debit note).',
  notBilled: (desc: string): string =>
    `${desc} is not billed yet: record the vendor’s bill of this receive first, then return against it.`,
  allReturned: (desc: string): string => `${desc} has all been returned already.`,
  overReturn: (desc: string, units: string): string =>
    `At most ${units} of ${desc} can be returned: what was received less what was returned already.`,
  serialsNeeded: (desc: string, count: number): string =>
    `Name the ${count} serial number${count === 1 ? '' : 's'} of ${desc} going back.`,
  serialNotReceived: (serial: string, desc: string): string =>
    `Serial ${serial} of ${desc} is not on this receive, or went back already.`,
  notInStock: (desc: string): string =>
    `${desc} is no longer in the warehouse it was received into: only stock on hand can go back.`,
  billNotOpen: (num: string, sts: string): string => `Bill ${num} is ${sts}: a note reduces a posted bill only.`,
  amountNeeded: 'Enter an amount on at least one line.',
  overLine: (desc: string, left: string): string =>
    `At most ${left} of ${desc} can be credited: its taxable value less earlier notes.`,
  vendNoteNoTaken: (no: string, fy: string): string =>
    `Credit note ${no} of this vendor is already recorded for the financial year ${fy}: enter the vendor’s own number once.`,
  vendNoteDateAfterToday: 'The vendor’s credit note date cannot be after today.',
  noteBeforeBill: 'The vendor’s credit note cannot be dated before the bill it reduces.',
  busy: 'Many returns are being recorded at once: try again in a moment.',
  returned: (num: string, note: string): string => `Purchase return ${num} saved with debit note ${note}.`,
  noteSaved: (num: string): string => `Note ${num} saved.`,
} as const;
