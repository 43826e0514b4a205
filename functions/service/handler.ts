import { serviceRoutes } from '@shared/api/routes/service';
import { createFamilyHandler } from '../lib/http/family-handler';
import { estimateAction, repairOrderAction } from './actions/index';
import {
  estimateAudit,
  estimateDashboard,
  repairOrderAudit,
  repairOrderDashboard,
  surveyorDashboard,
} from './dashboard-calls';
import {
  createEstimate,
  createRepairOrder,
  estimate,
  repairOrder,
  saveEstimate,
  saveRepairOrder,
} from './document-calls';
import { documentByNumber } from './document-by-number';
import { myJobs, updateJob } from './jobs/index';
import { checkInAppointment } from './appointments/check-in';
import { withShopFloorEvents } from './shop-floor/with-events';

/** Lambda of the `service` call family: estimates, repair orders, their dashboards and audit logs, technicians' jobs and an appointment's check-in. */
export const handler = createFamilyHandler(
  serviceRoutes,
  // The branch hears what changed after each write commits (docs/customer-loop.md §20).
  withShopFloorEvents({
    estimateDashboard,
    surveyorDashboard,
    createEstimate,
    estimate,
    saveEstimate,
    estimateAction,
    estimateAudit,
    repairOrderDashboard,
    createRepairOrder,
    repairOrder,
    saveRepairOrder,
    repairOrderAction,
    repairOrderAudit,
    myJobs,
    updateJob,
    documentByNumber,
    checkInAppointment,
  }),
);
