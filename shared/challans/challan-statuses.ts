/**
 * Delivery challans (CGST Rule 55; docs/challans.md §3): the purposes Rule 55(1)
 * names, and the statuses with the moves between them, defined once for the
 * server's checks and the screens' chips and buttons.
 */

/** Rule 55(1)(a)–(c): why goods travel without an invoice. Codes are stored; labels are printed. */
export const CHALLAN_PURPOSES = {
  JobWork: 'Job work',
  Approval: 'Supply on approval',
  Transfer: 'Transfer within GSTIN',
  Other: 'Other',
} as const;
export type ChallanPurpose = keyof typeof CHALLAN_PURPOSES;
export const CHALLAN_PURPOSE_CODES = Object.keys(CHALLAN_PURPOSES) as [ChallanPurpose, ...ChallanPurpose[]];

export const CHALLAN_STATUS = {
  draft: 'Draft',
  issued: 'Issued',
  partlyReturned: 'Partially Returned',
  returned: 'Returned',
  partlyInvoiced: 'Partially Invoiced',
  invoiced: 'Invoiced',
  cancelled: 'Cancelled',
} as const;
export type ChallanStatus = (typeof CHALLAN_STATUS)[keyof typeof CHALLAN_STATUS];
export const CHALLAN_STATUSES: readonly ChallanStatus[] = Object.values(CHALLAN_STATUS);

/** What each step may start from (the only moves there are). */
export const CHALLAN_MOVES = {
  /** Save the draft at its `ver`. */
  save: [CHALLAN_STATUS.draft],
  /** Number it and send the goods out of the warehouse. */
  issue: [CHALLAN_STATUS.draft],
  /** Goods coming back, in part or whole. */
  return: [CHALLAN_STATUS.issued, CHALLAN_STATUS.partlyReturned, CHALLAN_STATUS.partlyInvoiced],
  /** Goods kept on approval invoiced (docs/sales-invoices.md §3), in part or whole. */
  invoice: [CHALLAN_STATUS.issued, CHALLAN_STATUS.partlyReturned, CHALLAN_STATUS.partlyInvoiced],
  /** A draft given up, or an issued challan of which nothing came back (all its goods back in stock). */
  cancel: [CHALLAN_STATUS.draft, CHALLAN_STATUS.issued],
} as const satisfies Record<string, readonly ChallanStatus[]>;
export type ChallanStep = keyof typeof CHALLAN_MOVES;

export const mayChallan = (step: ChallanStep, sts: string): boolean =>
  (CHALLAN_MOVES[step] as readonly string[]).includes(sts);

/** The goods are out of the warehouse (and on the books' 1320) in these. */
export const goodsOut = (sts: string): boolean => mayChallan('invoice', sts);

/**
 * A challan's status once goods came back or were invoiced: something still out, Partially Invoiced when any
 * was invoiced, else Partially Returned; nothing out, Invoiced when any was invoiced, else Returned.
 */
export const settledStatus = (stillOut: boolean, anyInvoiced: boolean): ChallanStatus =>
  stillOut
    ? anyInvoiced
      ? CHALLAN_STATUS.partlyInvoiced
      : CHALLAN_STATUS.partlyReturned
    : anyInvoiced
      ? CHALLAN_STATUS.invoiced
      : CHALLAN_STATUS.returned;
