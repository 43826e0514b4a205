import * as challanDashboard from './challan-dashboard';
import * as challanNew from './challan-new';
import * as challan from './challan';

/** Delivery challans' route modules in one chunk, loaded through a single dynamic import (manifest.ts). */
export const challanScreens = { challanDashboard, challanNew, challan };
