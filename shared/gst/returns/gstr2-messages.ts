/**
 * What the input tax credit calls say when they refuse (docs/gst-returns.md 'GSTR-2' and
 * 'GSTR-3B'): the bill's ITC period, the GSTR-2 / ITC report and the GSTR-3B summary.
 * Server answers and screens use these texts as they are.
 */
export const ItcMessages = {
  periodShape: 'Enter the ITC period as MMYYYY, the month then the year, e.g. 102026 for October 2026.',
  periodBeforeBill: (billMonth: string): string =>
    `Input tax credit cannot be claimed before the month of the vendor's bill (${billMonth}).`,
  periodInFuture: (current: string): string =>
    `Input tax credit is claimed in a month already begun: choose ${current} or an earlier month.`,
  periodTooLate: (last: string): string =>
    `The credit of this bill could be claimed until the return for ${last} (CGST Act s.16(4)): that period has passed.`,
  periodClosed: (through: string): string =>
    `The books are closed up to ${through}: the ITC period of a bill can only move between open months.`,
  notClaimable:
    'This bill claims no input tax credit: it needs a valid vendor GSTIN and the vendor’s bill number (or tax payable on reverse charge).',
  reportPeriodInFuture: (current: string): string => `That month has not begun: choose ${current} or an earlier month.`,
  gstr3bNotFiled:
    'This branch is not registered as a regular GST taxpayer (GST type 1), so it files no GSTR-3B. Set its GST type in the tax settings.',
  gstr2NotFiled:
    'This branch has no GST registration type that files GSTR-2 (GST type 1 or 2). Set its GST type in the tax settings.',
} as const;
