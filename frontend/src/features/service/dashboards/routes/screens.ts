import * as estimateDashboard from './estimate-dashboard';
import * as repairOrderDashboard from './repair-order-dashboard';
import * as surveyorDashboard from './surveyor-dashboard';
import * as myJobs from '../../jobs/routes/my-jobs';

/** The dashboards' and My Jobs' route modules in one chunk: one dynamic import in the manifest for the four (the login page's budget). */
export const dashboardScreens = { estimateDashboard, repairOrderDashboard, surveyorDashboard, myJobs };
