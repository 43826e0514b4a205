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
import { pageOf } from '../../fields/paging';
import { defineRoute, type RouteDef } from '../route';

/**
 * The service catalogue (docs/decisions-catalogue.md): labour time guides and
 * operations, complaints, parts, the inventory item name searches, and the settings
 * lists (service categories, work-order types, makes and models, Setup Labor Rates).
 * Lookup paths are the spec's (service-documents §7); write paths the spec does not
 * show are ours, listed in docs/decisions.md. docs/catalogue.md has the access
 * patterns.
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

const complaintsPage = pageOf(complaintAnswer);
const complaintsLitePage = pageOf(complaintRow);
const operationsPage = pageOf(operationAnswer);
const operationsLitePage = pageOf(operationRow);
const partsPage = pageOf(partAnswer);
const partsLitePage = pageOf(partRow);
/** SearchLite answers come from the index items alone: paging only. */
const lite = { params: textParams, query: pagingQuery } as const;
const liteInCategory = { params: categoryTextParams, query: pagingQuery } as const;
const imports = {
  query: importQuery,
  body: importBody,
  response: importAnswer,
  maxBodyBytes: 2 * 1024 * 1024,
} as const;

/**
 * The writes of a settings list, the same four calls for every list (docs/decisions-catalogue.md
 * "Write paths"): `POST <path>`, `PUT <path>/{id}` with `ver`, `PUT <path>/{id}/Deactivate` and
 * `POST <path>/Import`, named `create<One>`, `update<One>`, `deactivate<One>`, `import<Many>`.
 */
function recordWrites<
  const One extends string,
  const Many extends string,
  const P extends string,
  C extends z.ZodType,
  U extends z.ZodType,
  D extends z.ZodType,
  A extends z.ZodType,
>(
  names: { one: One; many: Many },
  path: P,
  permission: Permission,
  schemas: { create: C; update: U; deactivate: D; answer: A },
) {
  const { create, update, deactivate, answer } = schemas;
  const calls = {
    create: route({ method: 'POST', path, permission, body: create, response: answer }),
    update: route({
      method: 'PUT',
      path: `${path}/{id}`,
      permission,
      params: idParams,
      body: update,
      response: answer,
    }),
    deactivate: route({
      method: 'PUT',
      path: `${path}/{id}/Deactivate`,
      permission,
      params: idParams,
      body: deactivate,
      response: answer,
    }),
    import: route({ method: 'POST', path: `${path}/Import`, permission, ...imports }),
  };
  type Calls = typeof calls;
  return {
    [`create${names.one}`]: calls.create,
    [`update${names.one}`]: calls.update,
    [`deactivate${names.one}`]: calls.deactivate,
    [`import${names.many}`]: calls.import,
  } as Record<`create${One}`, Calls['create']> &
    Record<`update${One}`, Calls['update']> &
    Record<`deactivate${One}`, Calls['deactivate']> &
    Record<`import${Many}`, Calls['import']>;
}

export const catalogueRoutes = {
  // Labour time guides and operations ------------------------------------------
  guides: route({ method: 'GET', path: 'LTGS', permission: READ, response: z.array(guideAnswer) }),
  guideOfBodyType: route({
    method: 'GET',
    path: 'LTGS/GetLTGIDOfBodyType/{bodyType}',
    permission: READ,
    params: z.object({ bodyType }),
    response: z.object({ _id: ltgId }),
  }),
  guideOpSearch: route({
    method: 'GET',
    path: 'LTGS/{ltgId}/Opcodesearch/{text}',
    permission: READ,
    params: z.object({ ltgId, text: searchText }),
    query: pagingQuery,
    response: pageOf(guideOperationRow),
  }),
  guideOps: route({
    method: 'GET',
    path: 'LTGS/{id}/OpCodes',
    permission: READ,
    params: ltgParams,
    query: listQuery,
    response: pageOf(guideOperationAnswer),
  }),
  guideOp: route({
    method: 'GET',
    path: 'LTGS/{id}/OpCodes/{opId}',
    permission: READ,
    params: ltgOpParams,
    response: guideOperationAnswer,
  }),
  guideOpsInfo: route({
    method: 'GET',
    path: 'LTGS/{id}/GetOpCodesInfo',
    permission: READ,
    params: ltgParams,
    query: opCodesInfoQuery,
    response: z.array(guideOperationAnswer),
  }),
  createOperation: route({
    method: 'POST',
    path: 'LTGS/{id}/OpCodes',
    permission: SERVICE_ADMIN,
    params: ltgParams,
    body: operationCreateBody,
    response: operationAnswer,
  }),
  updateOperation: route({
    method: 'PUT',
    path: 'LTGS/{id}/OpCodes/{opId}',
    permission: SERVICE_ADMIN,
    params: ltgOpParams,
    body: operationUpdateBody,
    response: operationAnswer,
  }),
  deactivateOperation: route({
    method: 'PUT',
    path: 'LTGS/{id}/OpCodes/{opId}/Deactivate',
    permission: SERVICE_ADMIN,
    params: ltgOpParams,
    body: deactivateBody,
    response: operationAnswer,
  }),
  importOperations: route({
    method: 'POST',
    path: 'LTGS/{id}/OpCodes/Import',
    permission: SERVICE_ADMIN,
    params: ltgParams,
    ...imports,
  }),

  // Setup Labor Rates ---------------------------------------------------------------
  pricesNotSet: route({
    method: 'GET',
    path: 'LTGS/PRICENOTSET',
    permission: LTG_SETUP,
    query: priceListQuery,
    response: pageOf(priceRow),
  }),
  pricesSet: route({
    method: 'GET',
    path: 'LTGS/PRICESET',
    permission: LTG_SETUP,
    query: priceListQuery,
    response: pageOf(priceRow),
  }),
  setGuideRate: route({
    method: 'PUT',
    path: 'LTGS/{id}/Rate',
    permission: LTG_SETUP,
    params: ltgParams,
    body: guideRateBody,
    response: guideAnswer,
  }),
  setOpPrice: route({
    method: 'PUT',
    path: 'LTGS/{id}/OpCodes/{opId}/Price',
    permission: LTG_SETUP,
    params: ltgOpParams,
    body: opPriceBody,
    response: priceRow,
  }),
  importPrices: route({
    method: 'POST',
    path: 'LTGS/{id}/Prices/Import',
    permission: LTG_SETUP,
    params: ltgParams,
    ...imports,
  }),

  // Operation searches ------------------------------------------------------------
  baseOpSearch: route({
    method: 'GET',
    path: 'Service/BaseOpCodes/Search/{text}',
    permission: READ,
    params: textParams,
    query: pagingQuery,
    response: operationsPage,
  }),
  baseOpSearchInCategory: route({
    method: 'GET',
    path: 'Service/BaseOpCodes/Search/{category}/{text}',
    permission: READ,
    params: categoryTextParams,
    query: pagingQuery,
    response: operationsPage,
  }),
  baseOpSearchAll: route({
    method: 'GET',
    path: 'BaseOpCodes/Search/{text}',
    permission: READ,
    params: textParams,
    query: pagingQuery,
    response: operationsPage,
  }),
  opSearchLite: route({
    method: 'GET',
    path: 'Service/Opcodes/SearchLite/{text}',
    permission: READ,
    ...lite,
    response: operationsLitePage,
  }),
  opPricing: route({
    method: 'GET',
    path: 'Service/Opcodes/Pricing',
    permission: READ,
    query: pricingQuery,
    response: z.array(pricingAnswer),
  }),
  procedureSearchLite: route({
    method: 'GET',
    path: 'Medcare/Procedures/SearchLite/{text}',
    permission: READ,
    ...lite,
    response: operationsLitePage,
  }),

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

  // Parts -------------------------------------------------------------------------------
  parts: route({ method: 'GET', path: 'Parts', permission: READ, query: listQuery, response: partsPage }),
  partsByDescription: route({
    method: 'GET',
    path: 'Parts/Basic/ByDescription',
    permission: READ,
    query: partsByDescriptionQuery,
    response: partsPage,
  }),
  partsByCategory: route({
    method: 'GET',
    path: 'Parts/ByCategory/{cat}/{year}/{make}/{model}/{variant}',
    permission: READ,
    params: partsByCategoryParams,
    query: pagingQuery,
    response: partsPage,
  }),
  part: route({
    method: 'GET',
    path: 'Parts/{id}',
    permission: READ,
    params: idParams,
    query: dateQuery,
    response: partAnswer,
  }),
  partsByCodeAndVehicle: route({
    method: 'GET',
    path: 'Parts/ByPartCodeAndApplicableVehicle/{code}/{vehicle}',
    permission: READ,
    params: partCodeVehicleParams,
    query: dateQuery,
    response: z.array(partAnswer),
  }),
  partsByCode: route({
    method: 'GET',
    path: 'Parts/ByPartCode/{code}',
    permission: READ,
    params: partCodeParams,
    query: dateQuery,
    response: z.array(partAnswer),
  }),
  dummyPartsLite: route({
    method: 'GET',
    path: 'DummyParts/ByDescriptionLite/{text}',
    permission: READ,
    ...lite,
    response: partsLitePage,
  }),
  ...recordWrites({ one: 'Part', many: 'Parts' }, 'Parts', INVENTORY_ADMIN, {
    create: partCreateBody,
    update: partUpdateBody,
    deactivate: deactivateBody,
    answer: partAnswer,
  }),

  // Inventory item name searches (catalogue parts; stock comes with inventory) -----------
  itemsSaleNameLite: route({
    method: 'GET',
    path: 'Inventory/Items/Sale/NameSearchLite/{text}',
    permission: INVENTORY_READ,
    ...lite,
    response: partsLitePage,
  }),
  masterItemsSaleNameLite: route({
    method: 'GET',
    path: 'Inventory/MasterItems/Sale/NameSearchLite/{text}',
    permission: INVENTORY_READ,
    ...lite,
    response: partsLitePage,
  }),
  itemsSaleGenericNameLite: route({
    method: 'GET',
    path: 'Inventory/Items/Sale/GeneNameSLite/{text}',
    permission: INVENTORY_READ,
    ...lite,
    response: partsLitePage,
  }),
  itemsPurchaseNameLite: route({
    method: 'GET',
    path: 'Inventory/Items/Purchase/NameSearchLite/{text}',
    permission: INVENTORY_READ,
    ...lite,
    response: partsLitePage,
  }),

  /** Labour operations suggested for a part: the operations of the part's category. */
  arLaborsByPartCode: route({
    method: 'GET',
    path: 'ARLabors/ByPCode/{id}',
    permission: READ,
    params: idParams,
    query: pagingQuery,
    response: operationsLitePage,
  }),

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
