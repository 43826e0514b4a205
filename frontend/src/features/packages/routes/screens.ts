import * as packageDashboard from './package-dashboard';
import * as packageNew from './package-new';
import * as packageOne from './package';

/** Packages' route modules in one chunk, loaded through a single dynamic import (manifest.ts). */
export const packageScreens = { packageDashboard, packageNew, package: packageOne };
