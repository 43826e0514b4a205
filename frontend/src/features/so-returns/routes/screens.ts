import * as soReturnsDashboard from './so-returns-dashboard';

/** Sales orders' returns' route modules, loaded through a single dynamic import (manifest.ts). */
export const soReturnScreens = { soReturnsDashboard };
