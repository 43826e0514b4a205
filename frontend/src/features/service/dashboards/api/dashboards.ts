import { serviceRoutes } from '@shared/api/routes/service';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiCall } from '../../../../lib/api-client';
import { QueryRoots } from '../../../../lib/query-keys';
import { querySignal } from '../../../../lib/query-signal';

export type EstimateDashboardQuery = z.input<typeof serviceRoutes.estimateDashboard.query>;
export type RepairOrderDashboardQuery = z.input<typeof serviceRoutes.repairOrderDashboard.query>;
export type SurveyorDashboardQuery = z.input<typeof serviceRoutes.surveyorDashboard.query>;

/** Every dashboard's answers sit under this key: an action on a document refreshes them all. */
export const DASHBOARDS_KEY = QueryRoots.serviceDashboards;

/**
 * GET Service/Estimates/Dashboard and Service/WorkOrders/Dashboard
 * (docs/service-documents-api.md 'Dashboards'): a page of the dashboard's statuses,
 * newest first, with each status's count. The previous page stays on screen while the
 * next loads, so the counts and rows never flash empty when a filter changes.
 */
export const estimateDashboardOptions = (query: EstimateDashboardQuery) =>
  queryOptions({
    queryKey: [...DASHBOARDS_KEY, 'estimate', query],
    queryFn: (context) => apiCall(serviceRoutes.estimateDashboard, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

export const repairOrderDashboardOptions = (query: RepairOrderDashboardQuery) =>
  queryOptions({
    queryKey: [...DASHBOARDS_KEY, 'repairOrder', query],
    queryFn: (context) => apiCall(serviceRoutes.repairOrderDashboard, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

/** GET Service/Estimates/SurveyorDashboard: without Sur_Id, the caller's own assignments. */
export const surveyorDashboardOptions = (query: SurveyorDashboardQuery) =>
  queryOptions({
    queryKey: [...DASHBOARDS_KEY, 'surveyor', query],
    queryFn: (context) => apiCall(serviceRoutes.surveyorDashboard, { query, signal: querySignal(context) }),
    placeholderData: keepPreviousData,
  });

/** `poll`: the live shop floor's fallback while its socket is down (features/service/live). */
export const useEstimateDashboard = (query: EstimateDashboardQuery, poll: number | false = false) =>
  useQuery({ ...estimateDashboardOptions(query), refetchInterval: poll });
export const useRepairOrderDashboard = (query: RepairOrderDashboardQuery, poll: number | false = false) =>
  useQuery({ ...repairOrderDashboardOptions(query), refetchInterval: poll });
export const useSurveyorDashboard = (query: SurveyorDashboardQuery) => useQuery(surveyorDashboardOptions(query));
