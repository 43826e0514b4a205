import { resource } from '@shared/access/permission';
import type { FeatureManifest } from '../../../lib/screen-manifest';

/**
 * The estimate and repair-order screen (spec platform §2: Service/Estimate/New/false/autoclose/true,
 * Service/WorkOrder/New/…). Id 'New' creates, so the screen checks its own
 * record-dependent right ('New' needs create, an existing document read, platform
 * §6); the entry carries the permission of the read call
 * (serviceRoutes.estimate / serviceRoutes.repairOrder). The trailing segments
 * (`false/autoclose/true`) are the spec's and change nothing here.
 */
export const serviceDocumentManifest: FeatureManifest = [
  // The print routes come first: more specific than the screens' `:Id/*`.
  {
    path: 'Service/Estimate/:Id/Print/:Variant',
    title: 'Print estimate',
    module: 'Service',
    permission: resource('Service', 'Est', 'R'),
    lazy: () => import('./routes/estimate-print'),
  },
  {
    path: 'Service/WorkOrder/:Id/Print/:Variant',
    title: 'Print {Order}',
    module: 'Service',
    permission: resource('Service', 'WO', 'R'),
    lazy: () => import('./routes/work-order-print'),
  },
  {
    path: 'Service/Estimate/:Id/*',
    title: 'Estimate',
    module: 'Service',
    permission: resource('Service', 'Est', 'R'),
    guard: 'screen',
    lazy: () => import('./routes/estimate'),
  },
  {
    path: 'Service/WorkOrder/:Id/*',
    title: 'Repair order',
    industryLabel: 'Order',
    module: 'Service',
    permission: resource('Service', 'WO', 'R'),
    guard: 'screen',
    lazy: () => import('./routes/work-order'),
  },
];
