import { inModule, resource } from '@shared/access/permission';
import type { FeatureManifest, ScreenEntry } from '../../../lib/screen-manifest';

/**
 * The estimate and repair-order screen (spec platform §2: Service/Estimate/New/false/autoclose/true,
 * Service/WorkOrder/New/…). Id 'New' creates, so the screen checks its own
 * record-dependent right ('New' needs create, an existing document read, platform
 * §6); the entry carries the permission of the read call
 * (serviceRoutes.estimate / serviceRoutes.repairOrder). The trailing segments
 * (`false/autoclose/true`) are the spec's and change nothing here.
 */
type ScreenName = 'estimate' | 'estimatePrint' | 'workOrder' | 'workOrderPrint';
/** One dynamic import for the four screens (routes/screens.ts). */
const load =
  (name: ScreenName): ScreenEntry['lazy'] =>
  () =>
    import('./routes/screens').then((m) => m.documentScreens[name]);

export const serviceDocumentManifest: FeatureManifest = [
  // The print routes come first: more specific than the screens' `:Id/*`.
  {
    path: 'Service/Estimate/:Id/Print/:Variant',
    title: 'Print estimate',
    module: 'Service',
    permission: inModule('Service', resource('Service', 'Est', 'R')),
    lazy: load('estimatePrint'),
  },
  {
    path: 'Service/WorkOrder/:Id/Print/:Variant',
    title: 'Print {Order}',
    module: 'Service',
    permission: inModule('Service', resource('Service', 'WO', 'R')),
    lazy: load('workOrderPrint'),
  },
  {
    path: 'Service/Estimate/:Id/*',
    title: 'Estimate',
    module: 'Service',
    permission: inModule('Service', resource('Service', 'Est', 'R')),
    guard: 'screen',
    lazy: load('estimate'),
  },
  {
    path: 'Service/WorkOrder/:Id/*',
    title: 'Repair order',
    industryLabel: 'Order',
    module: 'Service',
    permission: inModule('Service', resource('Service', 'WO', 'R')),
    guard: 'screen',
    lazy: load('workOrder'),
  },
];
