import * as z from 'zod';
import { ENTITY_ADMIN, inModule, moduleAdmin, resource, type Permission } from '../../access/permission';
import {
  activeVer,
  allQuery,
  bodyType,
  categoryTextParams,
  complaintAnswer,
  complaintCreateBody,
  complaintRow,
  complaintUpdateBody,
  dateQuery,
  deactivateBody,
  guideAnswer,
  guideOperationAnswer,
  guideOperationRow,
  guideRateBody,
  idParams,
  listQuery,
  ltgId,
  ltgOpParams,
  ltgParams,
  makeAnswer,
  makeCreateBody,
  makeUpdateBody,
  modelAnswer,
  modelCreateBody,
  modelsQuery,
  modelUpdateBody,
  opCodesInfoQuery,
  operationAnswer,
  operationCreateBody,
  operationRow,
  operationUpdateBody,
  opPriceBody,
  pagingQuery,
  partAnswer,
  partCodeParams,
  partCodeVehicleParams,
  partCreateBody,
  partRow,
  partsByCategoryParams,
  partsByDescriptionQuery,
  partUpdateBody,
  priceListQuery,
  priceRow,
  pricingAnswer,
  pricingQuery,
  searchPage,
  searchText,
  serviceCategoryAnswer,
  serviceCategoryCreateBody,
  serviceCategoryUpdateBody,
  textParams,
  workOrderTypeAnswer,
  workOrderTypeCreateBody,
  workOrderTypeUpdateBody,
} from '../../catalogue/call-schemas';
import { importAnswer, importBody, importQuery } from '../../catalogue/import-rows';
import { defineRoute, type RouteDef } from '../route';

/**
 * The service catalogue (issue 11): labour time guides and operations, complaints,
 * parts, the inventory item name searches, and the settings lists (service
 * categories, work-order types, makes and models, Setup Labor Rates). Lookup paths
 * are the spec's (service-documents §7); write paths the spec does not show are
 * ours, listed in docs/decisions.md. docs/catalogue.md has the access patterns.
 */

/** Reads: everyone who works in Service (writes estimates and repair orders, or reads them). */
const READ: Permission = { kind: 'module', module: 'Service' };
/** The inventory item name searches belong to the Inventory module. */
const INVENTORY_READ: Permission = { kind: 'module', module: 'Inventory' };
/** Operations, complaints, service categories and work-order types: Service module admin (or SA/EA). */
const SERVICE_ADMIN = moduleAdmin('Service');
/** Parts: Inventory module admin (or SA/EA). */
const INVENTORY_ADMIN = moduleAdmin('Inventory');
/** Labour time guide pricing: Service module admin with the LPG feature (platform §6). */
const LTG_SETUP = moduleAdmin('Service', 'LPG');
/** Makes and models are read wherever vehicles are (the Service module); only entity admins change them (Common.ProdModels). */
const VEHICLE_READ = inModule('Service', resource('Common', 'Product', 'R'));

const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'catalogue' as const });

const complaintsPage = searchPage(complaintAnswer);
const complaintsLitePage = searchPage(complaintRow);
const operationsPage = searchPage(operationAnswer);
const operationsLitePage = searchPage(operationRow);
const partsPage = searchPage(partAnswer);
const partsLitePage = searchPage(partRow);
/** SearchLite answers come from the index items alone: paging only. */
const lite = { params: textParams, query: pagingQuery } as const;
const liteInCategory = { params: categoryTextParams, query: pagingQuery } as const;
const imports = { query: importQuery, body: importBody, response: importAnswer, maxBodyBytes: 2 * 1024 * 1024 } as const;

export const catalogueRoutes = {
  // Labour time guides and operations ------------------------------------------
  guides: route({ method: 'GET', path: 'LTGS', permission: READ, response: z.array(guideAnswer) }),
  guideOfBodyType: route({ method: 'GET', path: 'LTGS/GetLTGIDOfBodyType/{bodyType}', permission: READ, params: z.object({ bodyType }), response: z.object({ _id: ltgId }) }),
  guideOpSearch: route({
    method: 'GET',
    path: 'LTGS/{ltgId}/Opcodesearch/{text}',
    permission: READ,
    params: z.object({ ltgId, text: searchText }),
    query: pagingQuery,
    response: searchPage(guideOperationRow),
  }),
  guideOps: route({ method: 'GET', path: 'LTGS/{id}/OpCodes', permission: READ, params: ltgParams, query: listQuery, response: searchPage(guideOperationAnswer) }),
  guideOp: route({ method: 'GET', path: 'LTGS/{id}/OpCodes/{opId}', permission: READ, params: ltgOpParams, response: guideOperationAnswer }),
  guideOpsInfo: route({ method: 'GET', path: 'LTGS/{id}/GetOpCodesInfo', permission: READ, params: ltgParams, query: opCodesInfoQuery, response: z.array(guideOperationAnswer) }),
  createOperation: route({ method: 'POST', path: 'LTGS/{id}/OpCodes', permission: SERVICE_ADMIN, params: ltgParams, body: operationCreateBody, response: operationAnswer }),
  updateOperation: route({ method: 'PUT', path: 'LTGS/{id}/OpCodes/{opId}', permission: SERVICE_ADMIN, params: ltgOpParams, body: operationUpdateBody, response: operationAnswer }),
  deactivateOperation: route({ method: 'PUT', path: 'LTGS/{id}/OpCodes/{opId}/Deactivate', permission: SERVICE_ADMIN, params: ltgOpParams, body: deactivateBody, response: operationAnswer }),
  importOperations: route({ method: 'POST', path: 'LTGS/{id}/OpCodes/Import', permission: SERVICE_ADMIN, params: ltgParams, ...imports }),

  // Setup Labor Rates ---------------------------------------------------------------
  pricesNotSet: route({ method: 'GET', path: 'LTGS/PRICENOTSET', permission: LTG_SETUP, query: priceListQuery, response: searchPage(priceRow) }),
  pricesSet: route({ method: 'GET', path: 'LTGS/PRICESET', permission: LTG_SETUP, query: priceListQuery, response: searchPage(priceRow) }),
  setGuideRate: route({ method: 'PUT', path: 'LTGS/{id}/Rate', permission: LTG_SETUP, params: ltgParams, body: guideRateBody, response: guideAnswer }),
  setOpPrice: route({ method: 'PUT', path: 'LTGS/{id}/OpCodes/{opId}/Price', permission: LTG_SETUP, params: ltgOpParams, body: opPriceBody, response: priceRow }),
  importPrices: route({ method: 'POST', path: 'LTGS/{id}/Prices/Import', permission: LTG_SETUP, params: ltgParams, ...imports }),

  // Operation searches ------------------------------------------------------------
  baseOpSearch: route({ method: 'GET', path: 'Service/BaseOpCodes/Search/{text}', permission: READ, params: textParams, query: pagingQuery, response: operationsPage }),
  baseOpSearchInCategory: route({ method: 'GET', path: 'Service/BaseOpCodes/Search/{category}/{text}', permission: READ, params: categoryTextParams, query: pagingQuery, response: operationsPage }),
  baseOpSearchAll: route({ method: 'GET', path: 'BaseOpCodes/Search/{text}', permission: READ, params: textParams, query: pagingQuery, response: operationsPage }),
  opSearchLite: route({ method: 'GET', path: 'Service/Opcodes/SearchLite/{text}', permission: READ, ...lite, response: operationsLitePage }),
  opPricing: route({ method: 'GET', path: 'Service/Opcodes/Pricing', permission: READ, query: pricingQuery, response: z.array(pricingAnswer) }),
  procedureSearchLite: route({ method: 'GET', path: 'Medcare/Procedures/SearchLite/{text}', permission: READ, ...lite, response: operationsLitePage }),

  // Complaints ------------------------------------------------------------------------
  complaints: route({ method: 'GET', path: 'Service/Complaints', permission: READ, query: listQuery, response: complaintsPage }),
  complaint: route({ method: 'GET', path: 'Service/Complaints/{id}', permission: READ, params: idParams, response: complaintAnswer }),
  searchComplaints: route({ method: 'GET', path: 'Service/Complaints/Search/{text}', permission: READ, params: textParams, query: pagingQuery, response: complaintsPage }),
  searchComplaintsInCategory: route({ method: 'GET', path: 'Service/Complaints/Search/{category}/{text}', permission: READ, params: categoryTextParams, query: pagingQuery, response: complaintsPage }),
  searchComplaintsLite: route({ method: 'GET', path: 'Service/Complaints/SearchLite/{text}', permission: READ, ...lite, response: complaintsLitePage }),
  searchComplaintsLiteInCategory: route({ method: 'GET', path: 'Service/Complaints/SearchLite/{category}/{text}', permission: READ, ...liteInCategory, response: complaintsLitePage }),
  createComplaint: route({ method: 'POST', path: 'Service/Complaints', permission: SERVICE_ADMIN, body: complaintCreateBody, response: complaintAnswer }),
  updateComplaint: route({ method: 'PUT', path: 'Service/Complaints/{id}', permission: SERVICE_ADMIN, params: idParams, body: complaintUpdateBody, response: complaintAnswer }),
  deactivateComplaint: route({ method: 'PUT', path: 'Service/Complaints/{id}/Deactivate', permission: SERVICE_ADMIN, params: idParams, body: deactivateBody, response: complaintAnswer }),
  importComplaints: route({ method: 'POST', path: 'Service/Complaints/Import', permission: SERVICE_ADMIN, ...imports }),

  // Parts -------------------------------------------------------------------------------
  parts: route({ method: 'GET', path: 'Parts', permission: READ, query: listQuery, response: partsPage }),
  partsByDescription: route({ method: 'GET', path: 'Parts/Basic/ByDescription', permission: READ, query: partsByDescriptionQuery, response: partsPage }),
  partsByCategory: route({ method: 'GET', path: 'Parts/ByCategory/{cat}/{year}/{make}/{model}/{variant}', permission: READ, params: partsByCategoryParams, query: pagingQuery, response: partsPage }),
  part: route({ method: 'GET', path: 'Parts/{id}', permission: READ, params: idParams, query: dateQuery, response: partAnswer }),
  partsByCodeAndVehicle: route({ method: 'GET', path: 'Parts/ByPartCodeAndApplicableVehicle/{code}/{vehicle}', permission: READ, params: partCodeVehicleParams, query: dateQuery, response: z.array(partAnswer) }),
  partsByCode: route({ method: 'GET', path: 'Parts/ByPartCode/{code}', permission: READ, params: partCodeParams, query: dateQuery, response: z.array(partAnswer) }),
  dummyPartsLite: route({ method: 'GET', path: 'DummyParts/ByDescriptionLite/{text}', permission: READ, ...lite, response: partsLitePage }),
  createPart: route({ method: 'POST', path: 'Parts', permission: INVENTORY_ADMIN, body: partCreateBody, response: partAnswer }),
  updatePart: route({ method: 'PUT', path: 'Parts/{id}', permission: INVENTORY_ADMIN, params: idParams, body: partUpdateBody, response: partAnswer }),
  deactivatePart: route({ method: 'PUT', path: 'Parts/{id}/Deactivate', permission: INVENTORY_ADMIN, params: idParams, body: deactivateBody, response: partAnswer }),
  importParts: route({ method: 'POST', path: 'Parts/Import', permission: INVENTORY_ADMIN, ...imports }),

  // Inventory item name searches (catalogue parts; stock comes with inventory) -----------
  itemsSaleNameLite: route({ method: 'GET', path: 'Inventory/Items/Sale/NameSearchLite/{text}', permission: INVENTORY_READ, ...lite, response: partsLitePage }),
  masterItemsSaleNameLite: route({ method: 'GET', path: 'Inventory/MasterItems/Sale/NameSearchLite/{text}', permission: INVENTORY_READ, ...lite, response: partsLitePage }),
  itemsSaleGenericNameLite: route({ method: 'GET', path: 'Inventory/Items/Sale/GeneNameSLite/{text}', permission: INVENTORY_READ, ...lite, response: partsLitePage }),
  itemsPurchaseNameLite: route({ method: 'GET', path: 'Inventory/Items/Purchase/NameSearchLite/{text}', permission: INVENTORY_READ, ...lite, response: partsLitePage }),

  /** Labour operations suggested for a part: the operations of the part's category. */
  arLaborsByPartCode: route({ method: 'GET', path: 'ARLabors/ByPCode/{id}', permission: READ, params: idParams, query: pagingQuery, response: operationsLitePage }),

  // Service categories, work-order types -------------------------------------------------------
  serviceCategories: route({ method: 'GET', path: 'Service/Categories', permission: READ, query: allQuery, response: z.array(serviceCategoryAnswer) }),
  createServiceCategory: route({ method: 'POST', path: 'Service/Categories', permission: SERVICE_ADMIN, body: serviceCategoryCreateBody, response: serviceCategoryAnswer }),
  updateServiceCategory: route({ method: 'PUT', path: 'Service/Categories/{id}', permission: SERVICE_ADMIN, params: idParams, body: serviceCategoryUpdateBody, response: serviceCategoryAnswer }),
  deactivateServiceCategory: route({ method: 'PUT', path: 'Service/Categories/{id}/Deactivate', permission: SERVICE_ADMIN, params: idParams, body: deactivateBody, response: serviceCategoryAnswer }),
  importServiceCategories: route({ method: 'POST', path: 'Service/Categories/Import', permission: SERVICE_ADMIN, ...imports }),
  workOrderTypes: route({ method: 'GET', path: 'Service/WorkOrderTypes', permission: READ, query: allQuery, response: z.array(workOrderTypeAnswer) }),
  createWorkOrderType: route({ method: 'POST', path: 'Service/WorkOrderTypes', permission: SERVICE_ADMIN, body: workOrderTypeCreateBody, response: workOrderTypeAnswer }),
  updateWorkOrderType: route({ method: 'PUT', path: 'Service/WorkOrderTypes/{id}', permission: SERVICE_ADMIN, params: idParams, body: workOrderTypeUpdateBody, response: workOrderTypeAnswer }),
  deactivateWorkOrderType: route({ method: 'PUT', path: 'Service/WorkOrderTypes/{id}/Deactivate', permission: SERVICE_ADMIN, params: idParams, body: activeVer, response: workOrderTypeAnswer }),
  importWorkOrderTypes: route({ method: 'POST', path: 'Service/WorkOrderTypes/Import', permission: SERVICE_ADMIN, ...imports }),

  // Vehicle makes and models (Common.ProdModels) ---------------------------------------------------
  makes: route({ method: 'GET', path: 'Common/Makes', permission: VEHICLE_READ, query: allQuery, response: z.array(makeAnswer) }),
  createMake: route({ method: 'POST', path: 'Common/Makes', permission: ENTITY_ADMIN, body: makeCreateBody, response: makeAnswer }),
  updateMake: route({ method: 'PUT', path: 'Common/Makes/{id}', permission: ENTITY_ADMIN, params: idParams, body: makeUpdateBody, response: makeAnswer }),
  deactivateMake: route({ method: 'PUT', path: 'Common/Makes/{id}/Deactivate', permission: ENTITY_ADMIN, params: idParams, body: deactivateBody, response: makeAnswer }),
  importMakes: route({ method: 'POST', path: 'Common/Makes/Import', permission: ENTITY_ADMIN, ...imports }),
  models: route({ method: 'GET', path: 'Common/Models', permission: VEHICLE_READ, query: modelsQuery, response: z.array(modelAnswer) }),
  createModel: route({ method: 'POST', path: 'Common/Models', permission: ENTITY_ADMIN, body: modelCreateBody, response: modelAnswer }),
  updateModel: route({ method: 'PUT', path: 'Common/Models/{id}', permission: ENTITY_ADMIN, params: idParams, body: modelUpdateBody, response: modelAnswer }),
  deactivateModel: route({ method: 'PUT', path: 'Common/Models/{id}/Deactivate', permission: ENTITY_ADMIN, params: idParams, body: deactivateBody, response: modelAnswer }),
  importModels: route({ method: 'POST', path: 'Common/Models/Import', permission: ENTITY_ADMIN, ...imports }),
} as const;
