import { ApiError, ErrorCode } from '@shared/api/errors';
import type { invoicesRoutes } from '@shared/api/routes/invoices';
import type { CreditNoteAnswer, InvoiceAnswer } from '@shared/invoices/call-schemas';
import { InvoiceMessages } from '@shared/invoices/invoice-messages';
import { getEntity } from '../../data/identity/identity-repo';
import { readInvoice } from '../../data/invoices/invoices-repo';
import type { Call } from '../../lib/http/call';
import { creditNoteAnswer, invoiceAnswer } from './invoice-answer';
import { invoiceContext, type InvoiceRights } from './invoice-context';
import { verifyInvoiceLink } from './shared-link';

type Routes = typeof invoicesRoutes;

const NO_RIGHTS: InvoiceRights = {
  read: false,
  create: false,
  update: false,
  cancel: false,
  acceptPayment: false,
  writeOff: false,
  auditLog: false,
  settings: false,
};

/**
 * GET Public/Invoices/{Token}: the one invoice the link was signed for, with no
 * login and no actions. A Draft or an invoice of another branch is not found.
 */
export async function sharedInvoice(call: Call<Routes['sharedInvoice']>): Promise<InvoiceAnswer> {
  const claims = await verifyInvoiceLink(call.params.Token);
  const [stored, entity] = await Promise.all([readInvoice(claims.org, claims.inv), getEntity(claims.org, claims.ent)]);
  if (!stored || !entity || stored.head.EntId !== claims.ent || stored.head.Sts === 'Draft')
    throw new ApiError(ErrorCode.NotFound, InvoiceMessages.invoiceNotFound);
  return invoiceAnswer({ session: { orgId: claims.org }, entity, rights: NO_RIGHTS, newFeatures: false }, stored);
}

/** GET Accounting/CreditNotes/{Id}. */
export async function creditNote(call: Call<Routes['creditNote']>): Promise<CreditNoteAnswer> {
  const ctx = invoiceContext(call.session);
  const stored = await readInvoice(ctx.session.orgId, call.params.Id, false, 'CreditNote');
  if (!stored || stored.head.EntId !== ctx.session.entityId)
    throw new ApiError(ErrorCode.NotFound, InvoiceMessages.creditNoteNotFound);
  return creditNoteAnswer(ctx, stored);
}
