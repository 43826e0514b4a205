import { SESSION } from '@shared/access/permission';
import type { FeatureManifest } from '../../lib/screen-manifest';

/** The user's own screens of the shell (spec platform §2 'Settings': every user sees their sessions). */
export const shellManifest: FeatureManifest = [
  {
    path: 'settings/activeloginsessions',
    title: 'Active Login Sessions',
    permission: SESSION,
    group: 'General',
    description: 'Where you are logged in; end the sessions you do not know.',
    lazy: () => import('./routes/active-sessions'),
  },
];
