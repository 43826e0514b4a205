import { ApiError, ErrorCode } from '@shared/api/errors';
import { resolveTaxCode } from '@shared/documents/tax-codes';
import { InvoiceMessages } from '@shared/invoices/invoice-messages';
import { COMPUTED_LINE_FIELDS } from '@shared/service/service-docs';
import type { DocumentLine } from '../../data/documents/document-records';
import type { InvoiceLines } from '../../data/invoices/invoice-items';
import { getReferenceSet } from '../../data/reference/reference-repo';

/**
 * What a request may set on a Draft invoice (call-schemas writableHeader): the
 * header fields the user owns and the lines as entered. Sts, Num, Payments,
 * WOId and every computed figure are the server's and never taken from a body.
 */
export const WRITABLE_HEADER = [
  'Payer',
  'Cust',
  'InsId',
  'ProdId',
  'InvDate',
  'DueDate',
  'POS',
  'RevCharge',
  'Series',
  'Notes',
  'Settings',
  'LDisc',
  'PDisc',
  'Disc',
  'Perc',
  'LPerc',
  'PPerc',
] as const;

const COMPUTED = new Set([...COMPUTED_LINE_FIELDS, 'Amt']);

const stripComputed = (line: Record<string, unknown>): DocumentLine =>
  Object.fromEntries(Object.entries(line).filter(([n]) => !COMPUTED.has(n))) as DocumentLine;

/** The header fields a body sets; a field the body leaves out keeps its value from `before`. */
export function headerOf(
  body: Readonly<Record<string, unknown>>,
  before: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of WRITABLE_HEADER) {
    const v = name in body ? body[name] : before[name];
    if (v !== undefined) out[name] = v;
  }
  return out;
}

/** The lines a body sends (computed figures dropped), or the stored ones when it sends none. */
export function linesOf(body: Readonly<Record<string, unknown>>, before?: InvoiceLines): InvoiceLines {
  const pick = (name: 'Ops' | 'Items'): DocumentLine[] =>
    Array.isArray(body[name]) ? (body[name] as Record<string, unknown>[]).map(stripComputed) : (before?.[name] ?? []);
  return { Ops: pick('Ops'), Items: pick('Items') };
}

/** Every line's tax code is one in force on the invoice date (an unknown code would silently charge no tax). */
export async function checkTaxCodes(lines: InvoiceLines, date: string): Promise<void> {
  const codes = await getReferenceSet('TaxCodes');
  const groups = [
    ['Ops', lines.Ops],
    ['Items', lines.Items],
  ] as const;
  for (const [group, list] of groups) {
    for (const l of list) {
      const code = l.TCode;
      if (typeof code === 'number' && !resolveTaxCode(codes, code, date)) {
        const message = InvoiceMessages.taxCodeUnknown(code);
        throw new ApiError(ErrorCode.BadRequest, message, [{ path: `${group}.${l._id}.TCode`, message }]);
      }
    }
  }
}

/** Line ids are unique within the invoice. */
export function checkLineIds(lines: InvoiceLines): void {
  const seen = new Set<string>();
  for (const l of [...lines.Ops, ...lines.Items]) {
    if (seen.has(l._id))
      throw new ApiError(ErrorCode.BadRequest, `Line ${l._id} appears twice.`, [
        { path: l._id, message: `Line ${l._id} appears twice.` },
      ]);
    seen.add(l._id);
  }
}
