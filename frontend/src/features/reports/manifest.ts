import { resource } from '@shared/access/permission';
import type { FeatureManifest, ScreenEntry } from '../../lib/screen-manifest';

type ScreenName = 'reportByGst' | 'gstr1' | 'gstr2' | 'gstr3b' | 'gstr2b';
/** One dynamic import for the reports' screens (routes/screens.ts). */
const load =
  (name: ScreenName): ScreenEntry['lazy'] =>
  () =>
    import('./routes/screens').then((m) => m.reportScreens[name]);

/**
 * The GST reports (docs/gst-report-screens.md). The landing needs the reports area
 * (resource '*': any report); GSTR-1 the read of report 401, as its call
 * (shared/api/routes/invoices.ts gstr1). The GST-type rule (platform §6) is the
 * screens' (utils/gst-reports.ts), since it depends on the branch's settings.
 * Written with the access model's builders so the login bundle does not carry
 * the route table.
 */
export const reportsManifest: FeatureManifest = [
  {
    path: 'reports/ReportByGST',
    title: 'Report by GST',
    permission: resource('Reports', '*', 'R'),
    menu: true,
    menuGroup: 'Reports',
    lazy: load('reportByGst'),
  },
  { path: 'reports/GSTR1', title: 'GSTR-1', permission: resource('Reports', '401', 'R'), lazy: load('gstr1') },
  // GSTR-2 / ITC (report 402) and GSTR-3B (405 'Tax liability'), as their calls (shared/api/routes/invoices-itc.ts).
  { path: 'reports/GSTR2', title: 'GSTR-2 / ITC', permission: resource('Reports', '402', 'R'), lazy: load('gstr2') },
  { path: 'reports/GSTR3B', title: 'GSTR-3B', permission: resource('Reports', '405', 'R'), lazy: load('gstr3b') },
  // GSTR-2B against the bills (docs/purchasing.md §17.6): report 402, as its calls (shared/api/routes/gstr2b.ts).
  {
    path: 'reports/GSTR2B',
    title: 'GSTR-2B reconciliation',
    permission: resource('Reports', '402', 'R'),
    lazy: load('gstr2b'),
  },
];
