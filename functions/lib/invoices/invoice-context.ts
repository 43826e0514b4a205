import type { AccessContext } from '@shared/access/access-context';
import { isEntityAdmin } from '@shared/access/access-context';
import { hasAccessFlag } from '@shared/access/module-access';
import { hasResourceRight } from '@shared/access/resource-access';
import { ApiError, ErrorCode } from '@shared/api/errors';
import { canSeeAuditLog } from '@shared/service/service-permissions';
import { InvoiceMessages } from '@shared/invoices/invoice-messages';
import type { SessionContext } from '../http/call';
import { branchNow, serviceContext, type ServiceContext } from '../branch-context';

/**
 * What every invoice call reads from the verified session (the branch, its
 * settings and clock, the caller's rights), and the rights each invoice action
 * needs (docs/invoices-api.md 'Rights'). Nothing here comes from the request.
 */
export type InvoiceContext = ServiceContext & { rights: InvoiceRights; newFeatures: boolean; today: string };

export type InvoiceRights = {
  /** Accounting Invoice R: read, Send SMS. */
  read: boolean;
  /** Accounting Invoice C: create a direct invoice, Clone. */
  create: boolean;
  /** Accounting Invoice U: save a Draft, Approve, Credit Note, attach an IRN. */
  update: boolean;
  /** Accounting Invoice D or U: Cancel. */
  cancel: boolean;
  /** Accounting CPay C: Accept Payment. */
  acceptPayment: boolean;
  /** Accounting Invoice U and the WrtOff flag: Write Off the due (docs/books.md §3.9). */
  writeOff: boolean;
  /** The audit log: as for service documents (module admin). */
  auditLog: boolean;
  /** Invoice settings: entity admin. */
  settings: boolean;
};

export const invoiceRights = (a: AccessContext): InvoiceRights => ({
  read: hasResourceRight(a, 'Accounting', 'Invoice', 'R'),
  create: hasResourceRight(a, 'Accounting', 'Invoice', 'C'),
  update: hasResourceRight(a, 'Accounting', 'Invoice', 'U'),
  cancel: hasResourceRight(a, 'Accounting', 'Invoice', 'D') || hasResourceRight(a, 'Accounting', 'Invoice', 'U'),
  acceptPayment: hasResourceRight(a, 'Accounting', 'CPay', 'C'),
  writeOff: hasResourceRight(a, 'Accounting', 'Invoice', 'U') && hasAccessFlag(a, 'Accounting', 'WrtOff'),
  auditLog: canSeeAuditLog(a) || isEntityAdmin(a.access),
  settings: isEntityAdmin(a.access),
});

export function invoiceContext(session: SessionContext): InvoiceContext {
  const ctx = serviceContext(session);
  const newFeatures = ctx.entity.Config.Common.NewFeat === true;
  return {
    ...ctx,
    access: { ...ctx.access, newFeatures },
    rights: invoiceRights(ctx.access),
    newFeatures,
    today: branchNow(ctx).date,
  };
}

/** 403 with the right named, when the route's coarse permission let the caller in but the action needs more. */
export function requireRight(ok: boolean, action: string): void {
  if (!ok) throw new ApiError(ErrorCode.Forbidden, InvoiceMessages.notAllowed(action));
}

export const invoiceNotFound = (): ApiError => new ApiError(ErrorCode.NotFound, InvoiceMessages.invoiceNotFound);
export const refuse = (message: string, code: ErrorCode = ErrorCode.Conflict): ApiError => new ApiError(code, message);
