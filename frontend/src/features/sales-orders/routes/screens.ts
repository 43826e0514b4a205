import * as estDashboard from './est-dashboard';
import * as estNew from './est-new';
import * as est from './est';
import * as soDashboard from './so-dashboard';
import * as soNew from './so-new';
import * as so from './so';

/** Sales orders' and estimates' route modules in one chunk, loaded through a single dynamic import (manifest.ts). */
export const salesOrderScreens = { soDashboard, soNew, so, estDashboard, estNew, est };
