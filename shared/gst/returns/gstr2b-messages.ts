import { groupIndian } from '../../documents/money-format';

/**
 * What the GSTR-2B import and reconciliation say (docs/purchasing.md §17): the
 * server's refusals and the screen's texts, defined once.
 */

/** YYYY-MM as the portal's MM-YYYY, the way the portal names a return period. */
const portalMonth = (period: string): string => `${period.slice(5, 7)}-${period.slice(0, 4)}`;

export const Gstr2bMessages = {
  notFiled:
    'This branch is not registered for GST (no GST type in the tax settings), so it has no GSTR-2B to reconcile. Set its GST type in the tax settings.',
  unreadable:
    'This file cannot be read as JSON. Choose the GSTR-2B JSON file downloaded from the GST portal (Returns → GSTR-2B → Download → JSON), not the Excel or PDF.',
  wrongLayout: (where: string): string =>
    `This is not a GSTR-2B JSON file of the GST portal: ${where}. Choose the GSTR-2B JSON downloaded from the portal.`,
  otherGstin: (fileGstin: string, branchGstin: string): string =>
    `This GSTR-2B is for GSTIN ${fileGstin}, not this branch's ${branchGstin}. Import the branch's own GSTR-2B, or switch to the branch it belongs to.`,
  otherPeriod: (filePeriod: string, period: string): string =>
    `This GSTR-2B is for ${portalMonth(filePeriod)}, not the chosen month ${portalMonth(period)}. Choose the month the file is for.`,
  tooManyDocuments: (max: number): string =>
    `This GSTR-2B lists more than ${groupIndian(String(max))} supplier documents, more than one reconciliation takes. Check that it is the file of one branch and one month.`,
  fileTooLarge:
    'This file is larger than any GSTR-2B JSON of the portal (5 MB): choose the JSON file, not an export of another kind.',
  fileNeeded: 'Choose the GSTR-2B JSON file to import.',
  importRace: 'Another GSTR-2B of this month was imported at the same moment: reload to see the one saved.',
  noImport: 'No GSTR-2B has been imported for this month yet: choose the JSON file downloaded from the portal.',
  imported: (docs: number, period: string): string =>
    `GSTR-2B of ${portalMonth(period)} imported: ${groupIndian(String(docs))} documents reconciled with the bills.`,
} as const;

export { portalMonth };
