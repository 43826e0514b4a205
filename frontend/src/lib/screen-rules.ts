import {
  canOpenCustomerCategories,
  canOpenMyJobs,
  canOpenQuickList,
  canOpenServiceSettings,
  canOpenSettings,
  canOpenWarehouseSettings,
  canSetupLaborTimeGuide,
  type AccessContext,
} from '@shared/access/access-model';
import { salesReceiptsOn } from '@shared/sales/sales-feature';
import { salesOrdersOn } from '@shared/sales-orders/so-feature';
import type { ScreenRule } from './screen-manifest';

/** The access model's rule behind each name a manifest entry may give (spec platform §6 'Specific rules'). */
export const SCREEN_RULES: Readonly<Record<ScreenRule, (ctx: AccessContext) => boolean>> = {
  settings: canOpenSettings,
  quickList: canOpenQuickList,
  customerCategories: canOpenCustomerCategories,
  warehouses: canOpenWarehouseSettings,
  serviceSettings: canOpenServiceSettings,
  laborTimeGuide: canSetupLaborTimeGuide,
  myJobs: canOpenMyJobs,
  salesReceipts: (ctx) => salesReceiptsOn(ctx.config),
  salesOrders: (ctx) => salesOrdersOn(ctx.config),
};

/** Whether the entry's named rule, if it has one, holds for this user. */
export const ruleHolds = (entry: { rule?: ScreenRule | undefined }, ctx: AccessContext): boolean =>
  entry.rule === undefined || SCREEN_RULES[entry.rule](ctx);
