import { ENTITY_ADMIN, inModule } from '@shared/access/permission';
import type { ScreenEntry } from '../../lib/screen-manifest';

/**
 * The Sales group of the settings (spec platform §2 'Settings': settings/salessettings): entity admin in a
 * branch with the Sales module and sales orders (the call PUT EntitySettings/Sales, pinned in app/screens.test.ts).
 */
export const salesSettingsScreens = {
  salesSettings: {
    path: 'settings/salessettings',
    title: 'Sales Settings',
    permission: inModule('Sales', ENTITY_ADMIN),
    rule: 'settings',
    menu: true,
    group: 'Sales',
    description: 'Approval of sales orders, the warehouse for sales, terms on orders and estimates, estimate validity.',
    lazy: () => import('./routes/sales-settings'),
  },
} as const satisfies Record<string, ScreenEntry>;
