import * as z from 'zod';
import { inModule, resource, SESSION, type Permission } from '../../access/permission';
import {
  actionBody,
  dashboardPage,
  estimateActionParams,
  estimateAnswer,
  estimateCreateBody,
  estimateDashboardQuery,
  estimateSaveBody,
  jobAnswer,
  jobParams,
  jobsPage,
  jobUpdateBody,
  myJobsQuery,
  repairOrderActionParams,
  repairOrderAnswer,
  repairOrderCreateBody,
  repairOrderDashboardQuery,
  repairOrderSaveBody,
  surveyorDashboardQuery,
} from '../../service/call-schemas';
import { auditPage, auditQuery, documentParams } from '../../documents/call-parts';
import { defineRoute, type RouteDef } from '../route';
import { documentByNumberRoute } from './document-by-number';
import { checkInAppointmentRoute } from './appointment-check-in';

/**
 * Estimates, repair orders and technicians' jobs (docs/service-documents-api.md; these paths are
 * the contract). Every document answer is the whole recomputed document. The
 * route permission is the coarse right; the handler then applies the finer rules
 * of service-documents §4 and §6 (shared/service/service-permissions.ts) and
 * refuses with a clear message. docs/service-documents-api.md has the details.
 */

const EST = (right: 'C' | 'R' | 'U' | 'D'): Permission => inModule('Service', resource('Service', 'Est', right));
const WO = (right: 'C' | 'R' | 'U' | 'D'): Permission => inModule('Service', resource('Service', 'WO', right));
/** My Jobs: any session in a branch with Service; the technician flag (NoW.Tec) is checked by the handler. */
const JOBS: Permission = inModule('Service', SESSION);
/** A whole document with up to 1,000 lines. */
const DOCUMENT_BYTES = 1024 * 1024;

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'service' as const });

export const serviceRoutes = {
  // Estimates ---------------------------------------------------------------------
  estimateDashboard: route({
    method: 'GET',
    path: 'Service/Estimates/Dashboard',
    permission: EST('R'),
    query: estimateDashboardQuery,
    response: dashboardPage,
  }),
  surveyorDashboard: route({
    method: 'GET',
    path: 'Service/Estimates/SurveyorDashboard',
    permission: EST('R'),
    query: surveyorDashboardQuery,
    response: dashboardPage,
  }),
  createEstimate: route({
    method: 'POST',
    path: 'Service/Estimates',
    permission: EST('C'),
    body: estimateCreateBody,
    response: estimateAnswer,
    maxBodyBytes: DOCUMENT_BYTES,
  }),
  estimate: route({
    method: 'GET',
    path: 'Service/Estimates/{Id}',
    permission: EST('R'),
    params: documentParams,
    response: estimateAnswer,
  }),
  saveEstimate: route({
    method: 'PUT',
    path: 'Service/Estimates/{Id}',
    permission: EST('U'),
    params: documentParams,
    body: estimateSaveBody,
    response: estimateAnswer,
    maxBodyBytes: DOCUMENT_BYTES,
  }),
  estimateAction: route({
    method: 'POST',
    path: 'Service/Estimates/{Id}/{Action}',
    permission: EST('R'),
    params: estimateActionParams,
    body: actionBody,
    response: z.union([estimateAnswer, repairOrderAnswer]),
  }),
  estimateAudit: route({
    method: 'GET',
    path: 'Service/Estimates/{Id}/AuditLog',
    permission: EST('R'),
    params: documentParams,
    query: auditQuery,
    response: auditPage,
  }),

  // Repair orders -------------------------------------------------------------------
  repairOrderDashboard: route({
    method: 'GET',
    path: 'Service/WorkOrders/Dashboard',
    permission: WO('R'),
    query: repairOrderDashboardQuery,
    response: dashboardPage,
  }),
  createRepairOrder: route({
    method: 'POST',
    path: 'Service/WorkOrders',
    permission: WO('C'),
    body: repairOrderCreateBody,
    response: repairOrderAnswer,
    maxBodyBytes: DOCUMENT_BYTES,
  }),
  repairOrder: route({
    method: 'GET',
    path: 'Service/WorkOrders/{Id}',
    permission: WO('R'),
    params: documentParams,
    response: repairOrderAnswer,
  }),
  saveRepairOrder: route({
    method: 'PUT',
    path: 'Service/WorkOrders/{Id}',
    permission: WO('U'),
    params: documentParams,
    body: repairOrderSaveBody,
    response: repairOrderAnswer,
    maxBodyBytes: DOCUMENT_BYTES,
  }),
  repairOrderAction: route({
    method: 'POST',
    path: 'Service/WorkOrders/{Id}/{Action}',
    permission: WO('R'),
    params: repairOrderActionParams,
    body: actionBody,
    response: z.union([repairOrderAnswer, estimateAnswer]),
  }),
  repairOrderAudit: route({
    method: 'GET',
    path: 'Service/WorkOrders/{Id}/AuditLog',
    permission: WO('R'),
    params: documentParams,
    query: auditQuery,
    response: auditPage,
  }),

  // Technicians ------------------------------------------------------------------------
  myJobs: route({ method: 'GET', path: 'Service/Jobs/Mine', permission: JOBS, query: myJobsQuery, response: jobsPage }),
  updateJob: route({
    method: 'PUT',
    path: 'Service/WorkOrders/{Id}/Jobs/{LineId}',
    permission: JOBS,
    params: jobParams,
    body: jobUpdateBody,
    response: jobAnswer,
  }),

  // A document by its number (a chat link); document-by-number.ts says why it is a file of its own.
  documentByNumber: documentByNumberRoute,
  // Checking in an appointment opens a repair order; the other appointment calls are the `appointments` family.
  checkInAppointment: checkInAppointmentRoute,
} as const;
