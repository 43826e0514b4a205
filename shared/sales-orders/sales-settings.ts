import { addDays } from '../appointments/appointment-rules';
import type { EntitySettings } from '../entity/entity-settings';
import { SO_STATUS, type OpeningStatus } from './so-statuses';

/**
 * The branch's Sales settings (settings/salessettings, docs/sales-settings.md), read the same way by the
 * server's calls and the screens: one rule per setting.
 */
type SalesSettings = Pick<EntitySettings, 'Sales' | 'Inventory'>;

/**
 * A sales order waits for approval (flag ApprSO) before it can be packed, unless the branch switched the
 * setting off: absent means on, so a branch that never opened the screen keeps the approval step.
 */
export const salesOrderApprovalRequired = (settings: Pick<SalesSettings, 'Sales'>): boolean =>
  settings.Sales?.ApprSO !== false;

/**
 * The status a sales order is stored at when saved as `requested`: without the approval step a New order
 * is Approved at once (it can be packed), as the branch asked; a Draft stays a Draft, an estimate is as asked.
 */
export function storedOpeningStatus(
  kind: 'SalesOrder' | 'SalesEstimate',
  requested: OpeningStatus,
  settings: Pick<SalesSettings, 'Sales'>,
): OpeningStatus | typeof SO_STATUS.approved {
  if (kind !== 'SalesOrder' || requested !== SO_STATUS.new) return requested;
  return salesOrderApprovalRequired(settings) ? requested : SO_STATUS.approved;
}

/** The warehouse a sales document goes from when it names none: the Sales setting, else the branch's default. */
export const salesWarehouseOf = (settings: SalesSettings): string | undefined =>
  settings.Sales?.WhId ?? settings.Inventory.DefWId;

/** A new estimate's "valid until" when it names none: `date` plus the branch's validity days, if set. */
export const estimateValidUntil = (settings: Pick<SalesSettings, 'Sales'>, date: string): string | undefined =>
  settings.Sales?.EstDays ? addDays(date, settings.Sales.EstDays) : undefined;

/** The terms printed on a sales order or a sales estimate. */
export const salesTermsOf = (
  kind: 'SalesOrder' | 'SalesEstimate',
  settings: Pick<SalesSettings, 'Sales'>,
): string | undefined => (kind === 'SalesOrder' ? settings.Sales?.SOTerms : settings.Sales?.SETerms);
