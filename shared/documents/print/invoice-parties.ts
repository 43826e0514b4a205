import { findState } from '../../gst/states';
import type { InvoiceAnswer } from '../../invoices/call-schemas';
import { formatPaise } from '../money-format';
import type { Paise } from '../money-math';
import type { PrintField, PrintParty } from './print-model';

/**
 * The parties and fields of a tax invoice's print (CGST Rule 46(a), (d), (e),
 * (n)): addresses with state names, a state with its GST code, the UPI link.
 */

type Address = InvoiceAnswer['Supplier']['Addr'];
export const stateName = (codeOrName: string | undefined): string | undefined =>
  codeOrName ? (findState(codeOrName)?.Name ?? codeOrName) : undefined;
export const addressLines = (a: Address): string[] => {
  const place = [a?.Ct, stateName(a?.St)].filter((p) => p).join(', ') + (a?.Pin ? ` - ${a.Pin}` : '');
  return [a?.A1, a?.A2, place].filter((l): l is string => l !== undefined && l.trim() !== '');
};
export const stateWithCode = (code: string | undefined): string | undefined =>
  code ? `${stateName(code) ?? code} (${code})` : undefined;

export const fields = (pairs: readonly (readonly [string, string | undefined, boolean?])[]): PrintField[] =>
  pairs.flatMap(([label, value, date]) =>
    value === undefined || value.trim() === '' ? [] : [date ? { label, value, date } : { label, value }],
  );

export const partyBlock = (title: string, p: InvoiceAnswer['BillTo']): PrintParty => ({
  title,
  name: p.Name,
  addressLines: addressLines(p.Addr),
  gstin: p.GSTIN,
  state: stateWithCode(p.StCode),
  phone: p.Ph,
});

/** The upi://pay link of NPCI's deep-link format for the amount due, the invoice number as the note. */
export const upiPayLink = (vpa: string, payee: string, duePaise: Paise, note: string): string => {
  const amount = formatPaise(duePaise, { symbol: false }).replace(/,/g, '');
  const q = (v: string): string => encodeURIComponent(v);
  return `upi://pay?pa=${q(vpa)}&pn=${q(payee)}&am=${amount}&cu=INR&tn=${q(note)}`;
};
