import { SESSION } from '@shared/access/permission';
import type { FeatureManifest } from '../../lib/screen-manifest';

/** The landing of the basic module (spec platform §2 'Default landing per module'). */
export const basicManifest: FeatureManifest = [
  { path: 'basic/Home', title: 'Home', permission: SESSION, menu: true, lazy: () => import('./routes/home') },
];
