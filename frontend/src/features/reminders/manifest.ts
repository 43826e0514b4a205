import { inModule, resource } from '@shared/access/permission';
import type { FeatureManifest } from '../../lib/screen-manifest';

/**
 * The reminders (docs/reminders.md §7): the Reminders screen in the Service menu
 * (the lists' permission, Service Appt R, as GET Reminders/{Kind}) and the
 * 'Insurance expiring' report (report 603, as GET Reports/InsuranceExpiring).
 * Written with the access model's builders so the login bundle does not carry
 * the route table.
 */
export const remindersManifest: FeatureManifest = [
  {
    path: 'Service/Reminders',
    title: 'Reminders',
    module: 'Service',
    permission: inModule('Service', resource('Service', 'Appt', 'R')),
    menu: true,
    menuGroup: 'Service',
    lazy: () => import('./routes/reminders'),
  },
  {
    path: 'reports/InsuranceExpiring',
    title: 'Insurance expiring',
    permission: resource('Reports', '603', 'R'),
    menu: true,
    menuGroup: 'Reports',
    lazy: () => import('./routes/insurance-expiring'),
  },
];
