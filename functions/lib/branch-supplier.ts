import type { InvoiceAnswer } from '@shared/invoices/call-schemas';
import { gstinState } from '@shared/invoices/invoice-rules';
import type { EntityRecord } from '../data/identity/records';

/** A party as Rule 46 prints it (the invoice's `Supplier` and `BillTo`). */
export type Party = InvoiceAnswer['BillTo'];

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const clean = <T extends Record<string, unknown>>(o: T): T =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as T;

/**
 * The branch as the supplier of what it sells: its name, GSTIN, address and
 * state (Entity Settings Address, Common.Tax.GSTIN). Shared by the invoices'
 * and the counter sales' families, each of which freezes it on what it issues.
 */
export function supplierOf(entity: EntityRecord): Party & { StCode: string } {
  const a = entity.Settings.Address;
  const GSTIN = str(entity.Settings.Common.Tax.GSTIN);
  const StCode = str(a?.StCode) ?? gstinState(GSTIN) ?? '';
  return clean({
    Name: entity.DName,
    GSTIN,
    Addr: a ? clean({ A1: a.Add1, A2: a.Add2, Ct: a.Ct, St: a.State, Pin: a.Pin }) : undefined,
    StCode,
  }) as Party & { StCode: string };
}
