import type * as z from 'zod';
import { isEntityAdmin, isMainAdmin, type AccessContext } from './access-context';
import type { discountCap } from './access-data';
import { hasAccessFlag, hasModuleAccess, isFeatureOn, isModuleAdmin, isModuleEnabled } from './module-access';
import { hasResourceRight } from './resource-access';

/**
 * The 'Specific rules' of spec platform §6, one named function per rule. Reports
 * rules are in reports-access.ts and Works rules in works-access.ts.
 */

// Settings, quick list, customer categories and invoice settings need entity admin.
export const canOpenSettings = (ctx: AccessContext): boolean => isEntityAdmin(ctx.access);
export const canOpenQuickList = (ctx: AccessContext): boolean => isEntityAdmin(ctx.access);
export const canOpenCustomerCategories = (ctx: AccessContext): boolean => isEntityAdmin(ctx.access);
export const canOpenInvoiceSettings = (ctx: AccessContext): boolean => isEntityAdmin(ctx.access);

/** The settings button in the header is for the main admin only. */
export const canSeeSettingsButton = (ctx: AccessContext): boolean => isMainAdmin(ctx.access);

/** Warehouse settings need inventory access. */
export const canOpenWarehouseSettings = (ctx: AccessContext): boolean => hasModuleAccess(ctx, 'Inventory');

/** The roles screen needs role read. */
export const canOpenRoles = (ctx: AccessContext): boolean => hasResourceRight(ctx, 'Common', 'Role', 'R');

/** The geo feature of the entity configuration (Common.Geo). */
const geoOn = (ctx: AccessContext): boolean => ctx.config.Common.Geo === true;

/** Maps need admin plus geo. */
export const canOpenMaps = (ctx: AccessContext): boolean => isEntityAdmin(ctx.access) && geoOn(ctx);

/** Surveyors need service estimate read. */
export const canOpenSurveyors = (ctx: AccessContext): boolean => hasResourceRight(ctx, 'Service', 'Est', 'R');

/**
 * Service settings, diagnosis and similar (procedures, lab investigation, advices,
 * complaints, checklists, services, work order types) need service access.
 */
export const canOpenServiceSettings = (ctx: AccessContext): boolean => hasModuleAccess(ctx, 'Service');

/** Labor time guide setup needs module admin (of Service) and the LPG feature. */
export const canSetupLaborTimeGuide = (ctx: AccessContext): boolean =>
  isModuleAdmin(ctx, 'Service') && isFeatureOn(ctx.config, 'Service', 'LPG');

/** Attendance check-in works only in the mobile app with attendance enabled and geo. */
export const canCheckIn = (ctx: AccessContext): boolean =>
  ctx.mobileApp === true && ctx.config.Common.HR?.Attendance?.Access === true && geoOn(ctx);

/** Employee attendance needs admin and geo. */
export const canViewEmployeeAttendance = (ctx: AccessContext): boolean => isEntityAdmin(ctx.access) && geoOn(ctx);

/** Live location needs admin and geo. */
export const canViewLiveLocation = (ctx: AccessContext): boolean => isEntityAdmin(ctx.access) && geoOn(ctx);

/**
 * Warehouses are limited to the user's permitted list (Inventory.Whs) when
 * multi-warehouse is on. SA/EA and the Inventory module admin are not limited; an
 * absent list with multi-warehouse on permits no warehouse.
 */
export function canUseWarehouse(ctx: AccessContext, warehouseId: string): boolean {
  if (ctx.settings?.Inventory?.MultiWh !== true) return true;
  if (isEntityAdmin(ctx.access) || isModuleAdmin(ctx, 'Inventory')) return true;
  return (ctx.access.Inventory?.Whs ?? []).includes(warehouseId);
}

/** The warehouses of `warehouses` this user may use, in the given order. */
export const permittedWarehouses = <W extends { _id: string }>(ctx: AccessContext, warehouses: readonly W[]): W[] =>
  warehouses.filter((warehouse) => canUseWarehouse(ctx, warehouse._id));

/**
 * The technician flag NoW.Tec governs My Jobs. It is a fact about the user, not a
 * permission, so SA/EA do not bypass it; the Service module must be on.
 */
export const canOpenMyJobs = (ctx: AccessContext): boolean =>
  isModuleEnabled(ctx.config, 'Service') && ctx.user?.NoW?.Tec === true;

/** Documents on which a discount may be given, and the flag that allows it. */
export type DiscountDocument = 'Invoice' | 'SalesReceipt' | 'Service' | 'Sales';

/** Discounts are allowed via the Disc flags (InvDisc, SRDisc, Service.Disc, Sales.Disc). */
export function canGiveDiscount(ctx: AccessContext, document: DiscountDocument): boolean {
  switch (document) {
    case 'Invoice':
      return hasAccessFlag(ctx, 'Accounting', 'InvDisc');
    case 'SalesReceipt':
      return hasAccessFlag(ctx, 'Accounting', 'SRDisc');
    case 'Service':
      return hasAccessFlag(ctx, 'Service', 'Disc');
    case 'Sales':
      return hasAccessFlag(ctx, 'Sales', 'Disc');
  }
}

export type DiscountCap = z.infer<typeof discountCap>;

const isZeroCap = (cap: DiscountCap): boolean => (typeof cap === 'number' ? cap === 0 : /^0+(\.0+)?%$/.test(cap));

/**
 * The discount maximum from access data (InvDiscMax or SRDiscMax, an amount or a
 * percent string), or undefined for no limit: zero or none means no limit, and SA,
 * EA and the Accounting module admin have none.
 */
export function discountCapFor(ctx: AccessContext, document: 'Invoice' | 'SalesReceipt'): DiscountCap | undefined {
  if (isModuleAdmin(ctx, 'Accounting') || isEntityAdmin(ctx.access)) return undefined;
  const accounting = ctx.access.Accounting;
  const cap = document === 'Invoice' ? accounting?.InvDiscMax : accounting?.SRDiscMax;
  return cap === undefined || isZeroCap(cap) ? undefined : cap;
}

/** Surveyor permissions are always true (spec platform §6): the surveyor industry has no per-user rights. */
export const isSurveyorPermitted = (): boolean => true;

/** Only the sender may edit their chat message. */
export const canEditChatMessage = (userId: string, message: { Sender: string }): boolean => message.Sender === userId;

/** Only the sender may delete their chat message. */
export const canDeleteChatMessage = (userId: string, message: { Sender: string }): boolean => message.Sender === userId;

/** Some features (the chat button, chat sockets, keep me logged in) are hidden behind the new-features flag. */
export const isNewFeaturesOn = (ctx: Pick<AccessContext, 'newFeatures'>): boolean => ctx.newFeatures === true;
