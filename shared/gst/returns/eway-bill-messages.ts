/** The e-way bill file's refusals (docs/gst-returns.md 'E-way bill file'), shown as the server words them. */
export const EwayBillMessages = {
  notNeeded: (value: string) =>
    `An e-way bill is needed only when the goods, tax included, are worth more than ₹50,000; these are worth ${value}.`,
  notIssued: 'Only an issued invoice can travel with an e-way bill.',
  noGoods: 'This document has no goods with an HSN code: services need no e-way bill.',
  tooOld: (days: number) => `An e-way bill cannot be made for a document more than ${days} days old.`,
  tooManyItems: (max: number) => `An e-way bill lists at most ${max} items.`,
  pin: (who: string) => `The ${who} address needs a 6-digit PIN code.`,
  place: (who: string) => `The ${who} address needs a town or city.`,
  state: (who: string) => `The ${who} needs a state.`,
  vehicle: 'By road, give the vehicle number (like KA01AB1234) or the transporter’s id.',
  vehicleNo: 'The vehicle number should look like KA01AB1234.',
  transporterId: 'The transporter id has 15 characters, like a GSTIN.',
  transportDoc: 'By rail, air or ship, give the transport document’s number and date.',
  distance: 'The distance is a whole number of km from 0 to 4000 (0 lets the portal work it out from the PIN codes).',
  userGstin: 'The branch needs its GSTIN in the tax settings before it can make an e-way bill.',
  unregisteredOnly:
    'A purchase needs an e-way bill from the buyer only when the vendor is unregistered; a registered vendor makes their own.',
} as const;
