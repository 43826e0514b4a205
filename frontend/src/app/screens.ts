import { accountingManifest } from '../features/accounting/manifest';
import { appointmentsManifest } from '../features/appointments/manifest';
import { basicManifest } from '../features/basic/manifest';
import { catalogueManifest } from '../features/catalogue/manifest';
import { challansManifest } from '../features/challans/manifest';
import { connectxManifest } from '../features/connectx/manifest';
import { inventoryManifest } from '../features/inventory/manifest';
import { packagesManifest } from '../features/packages/manifest';
import { soReturnsManifest } from '../features/so-returns/manifest';
import { partiesManifest } from '../features/parties/manifest';
import { purchasingManifest } from '../features/purchasing/manifest';
import { remindersManifest } from '../features/reminders/manifest';
import { reportsManifest } from '../features/reports/manifest';
import { salesManifest } from '../features/sales/manifest';
import { salesOrdersManifest } from '../features/sales-orders/manifest';
import { serviceDocumentManifest } from '../features/service/document/manifest';
import { serviceManifest } from '../features/service/manifest';
import { settingsManifest } from '../features/settings/manifest';
import { ticketsManifest } from '../features/tickets/manifest';
import { shellManifest } from '../features/shell/manifest';
import { usersManifest } from '../features/users/manifest';
import type { ScreenEntry } from '../lib/screen-manifest';

/**
 * Every screen of the logged-in area, from each feature's manifest. The order is
 * the side menu's and the settings home's: the basic module, the common records,
 * then the settings groups (users and access sit in General after the branch
 * settings, and every user's own sessions come last).
 */
export const APP_SCREENS: readonly ScreenEntry[] = [
  ...basicManifest,
  // The dashboards before the documents they open: a record screen is reached from its list.
  ...serviceManifest,
  ...serviceDocumentManifest,
  ...appointmentsManifest,
  ...remindersManifest,
  ...accountingManifest,
  ...salesManifest,
  ...salesOrdersManifest,
  ...challansManifest,
  ...packagesManifest,
  ...soReturnsManifest,
  ...inventoryManifest,
  ...purchasingManifest,
  ...partiesManifest,
  ...ticketsManifest,
  ...connectxManifest,
  ...reportsManifest,
  ...settingsManifest,
  ...catalogueManifest,
  ...usersManifest,
  ...shellManifest,
];
