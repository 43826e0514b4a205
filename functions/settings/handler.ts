import { settingsRoutes } from '@shared/api/routes/settings';
import { createFamilyHandler } from '../lib/http/family-handler';
import { bankSettings, putBankSettings } from './bank-settings-calls';
import {
  getEntitySettings,
  putAccounting,
  putCommon,
  putEntitySettings,
  putInventory,
  putSales,
  putService,
  putTerms,
  putUITheme,
} from './entity-settings-calls';
import {
  deleteInsuranceBranch,
  getEntityInsurance,
  insCompSettings,
  listEntityInsurance,
  putEntityInsurance,
  putInsuranceBranch,
} from './insurance-calls';
import {
  createSettingsEntry,
  listSettingsEntries,
  removeSettingsEntry,
  updateSettingsEntry,
} from './inventory-list-calls';
import {
  createCustomerCategory,
  listCustomerCategories,
  removeCustomerCategory,
  updateCustomerCategory,
} from './customer-category-calls';
import { confirmLogo, deleteLogo, getLogo, uploadLogo } from './logo-calls';
import { createQuickList, deleteQuickList, listQuickLists, updateQuickList } from './quick-list-calls';
import {
  createWarehouse,
  deleteWarehouse,
  listWarehouses,
  updateWarehouse,
  warehousesByEntity,
} from './warehouse-calls';

/** Lambda of the `settings` call family: entity settings, logo, insurer tie-ups, warehouses, quick list, inventory settings lists. */
export const handler = createFamilyHandler(settingsRoutes, {
  getEntitySettings,
  putEntitySettings,
  putCommon,
  putService,
  putInventory,
  putSales,
  putAccounting,
  putUITheme,
  putTerms,
  uploadLogo,
  confirmLogo,
  getLogo,
  deleteLogo,
  insCompSettings,
  getEntityInsurance,
  listEntityInsurance,
  putEntityInsurance,
  putInsuranceBranch,
  deleteInsuranceBranch,
  createWarehouse,
  updateWarehouse,
  deleteWarehouse,
  listWarehouses,
  warehousesByEntity,
  listQuickLists,
  createQuickList,
  updateQuickList,
  deleteQuickList,
  listSettingsEntries,
  createSettingsEntry,
  updateSettingsEntry,
  removeSettingsEntry,
  bankSettings,
  putBankSettings,
  listCustomerCategories,
  createCustomerCategory,
  updateCustomerCategory,
  removeCustomerCategory,
});
