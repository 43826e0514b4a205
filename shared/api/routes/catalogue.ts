import * as z from 'zod';
import { ENTITY_ADMIN } from '../../access/permission';
import {
  activeVer,
  allQuery,
  categoryTextParams,
  complaintAnswer,
  complaintCreateBody,
  complaintRow,
  complaintUpdateBody,
  deactivateBody,
  idParams,
  listQuery,
  makeAnswer,
  makeCreateBody,
  makeUpdateBody,
  modelAnswer,
  modelCreateBody,
  modelsQuery,
  modelUpdateBody,
  pagingQuery,
  serviceCategoryAnswer,
  serviceCategoryCreateBody,
  serviceCategoryUpdateBody,
  textParams,
  workOrderTypeAnswer,
  workOrderTypeCreateBody,
  workOrderTypeUpdateBody,
} from '../../catalogue/call-schemas';
import { pageOf } from '../../fields/paging';
import { operationRoutes } from './catalogue-operation-routes';
import { partRoutes } from './catalogue-part-routes';
import { lite, liteInCategory, READ, recordWrites, route, SERVICE_ADMIN, VEHICLE_READ } from './catalogue-route';

const complaintsPage = pageOf(complaintAnswer);
const complaintsLitePage = pageOf(complaintRow);

/**
 * The service catalogue (docs/decisions-catalogue.md): labour time guides and
 * operations, complaints, parts, the inventory item name searches, and the settings
 * lists (service categories, work-order types, makes and models, Setup Labor Rates).
 * Lookup paths are the spec's (service-documents §7); write paths the spec does not
 * show are ours, listed in docs/decisions.md. docs/catalogue.md has the access
 * patterns.
 *
 * This module holds the complaints and the settings lists and composes the family's
 * table: the labour calls are in catalogue-operation-routes.ts, the parts calls in
 * catalogue-part-routes.ts, and what they share in catalogue-route.ts.
 */

export const catalogueRoutes = {
  ...operationRoutes,

  // Complaints ------------------------------------------------------------------------
  complaints: route({
    method: 'GET',
    path: 'Service/Complaints',
    permission: READ,
    query: listQuery,
    response: complaintsPage,
  }),
  complaint: route({
    method: 'GET',
    path: 'Service/Complaints/{id}',
    permission: READ,
    params: idParams,
    response: complaintAnswer,
  }),
  searchComplaints: route({
    method: 'GET',
    path: 'Service/Complaints/Search/{text}',
    permission: READ,
    params: textParams,
    query: pagingQuery,
    response: complaintsPage,
  }),
  searchComplaintsInCategory: route({
    method: 'GET',
    path: 'Service/Complaints/Search/{category}/{text}',
    permission: READ,
    params: categoryTextParams,
    query: pagingQuery,
    response: complaintsPage,
  }),
  searchComplaintsLite: route({
    method: 'GET',
    path: 'Service/Complaints/SearchLite/{text}',
    permission: READ,
    ...lite,
    response: complaintsLitePage,
  }),
  searchComplaintsLiteInCategory: route({
    method: 'GET',
    path: 'Service/Complaints/SearchLite/{category}/{text}',
    permission: READ,
    ...liteInCategory,
    response: complaintsLitePage,
  }),
  ...recordWrites({ one: 'Complaint', many: 'Complaints' }, 'Service/Complaints', SERVICE_ADMIN, {
    create: complaintCreateBody,
    update: complaintUpdateBody,
    deactivate: deactivateBody,
    answer: complaintAnswer,
  }),

  ...partRoutes,

  // Service categories, work-order types -------------------------------------------------------
  serviceCategories: route({
    method: 'GET',
    path: 'Service/Categories',
    permission: READ,
    query: allQuery,
    response: z.array(serviceCategoryAnswer),
  }),
  ...recordWrites({ one: 'ServiceCategory', many: 'ServiceCategories' }, 'Service/Categories', SERVICE_ADMIN, {
    create: serviceCategoryCreateBody,
    update: serviceCategoryUpdateBody,
    deactivate: deactivateBody,
    answer: serviceCategoryAnswer,
  }),
  workOrderTypes: route({
    method: 'GET',
    path: 'Service/WorkOrderTypes',
    permission: READ,
    query: allQuery,
    response: z.array(workOrderTypeAnswer),
  }),
  // Work-order types have no system list, so every one has been saved (ver 1 at least).
  ...recordWrites({ one: 'WorkOrderType', many: 'WorkOrderTypes' }, 'Service/WorkOrderTypes', SERVICE_ADMIN, {
    create: workOrderTypeCreateBody,
    update: workOrderTypeUpdateBody,
    deactivate: activeVer,
    answer: workOrderTypeAnswer,
  }),

  // Vehicle makes and models (Common.ProdModels) ---------------------------------------------------
  makes: route({
    method: 'GET',
    path: 'Common/Makes',
    permission: VEHICLE_READ,
    query: allQuery,
    response: z.array(makeAnswer),
  }),
  ...recordWrites({ one: 'Make', many: 'Makes' }, 'Common/Makes', ENTITY_ADMIN, {
    create: makeCreateBody,
    update: makeUpdateBody,
    deactivate: deactivateBody,
    answer: makeAnswer,
  }),
  models: route({
    method: 'GET',
    path: 'Common/Models',
    permission: VEHICLE_READ,
    query: modelsQuery,
    response: z.array(modelAnswer),
  }),
  ...recordWrites({ one: 'Model', many: 'Models' }, 'Common/Models', ENTITY_ADMIN, {
    create: modelCreateBody,
    update: modelUpdateBody,
    deactivate: deactivateBody,
    answer: modelAnswer,
  }),
} as const;
