import * as estimateDashboard from './estimate-dashboard';
import * as repairOrderDashboard from './repair-order-dashboard';
import * as surveyorDashboard from './surveyor-dashboard';

/** The dashboards' route modules in one chunk: one dynamic import in the manifest for the three. */
export const dashboardScreens = { estimateDashboard, repairOrderDashboard, surveyorDashboard };
