import type * as z from 'zod';
import { inModule, moduleAdmin, resource, type Permission } from '../../access/permission';
import { categoryTextParams, idParams, operationRow, pagingQuery, textParams } from '../../catalogue/call-schemas';
import { importAnswer, importBody, importQuery } from '../../catalogue/import-rows';
import { pageOf } from '../../fields/paging';
import { defineRoute, type RouteDef } from '../route';

/**
 * What the catalogue family's route modules share (catalogue.ts): who may read and
 * change each list, the family's `route`, the operation SearchLite page, the SearchLite
 * and import call shapes, and the four writes of a settings list.
 */

/** Reads: everyone who works in Service (writes estimates and repair orders, or reads them). */
export const READ: Permission = { kind: 'module', module: 'Service' };
/** The inventory item name searches belong to the Inventory module. */
export const INVENTORY_READ: Permission = { kind: 'module', module: 'Inventory' };
/** Operations, complaints, service categories and work-order types: Service module admin (or SA/EA). */
export const SERVICE_ADMIN = moduleAdmin('Service');
/** Parts: Inventory module admin (or SA/EA). */
export const INVENTORY_ADMIN = moduleAdmin('Inventory');
/** Labour time guide pricing: Service module admin with the LPG feature (platform §6). */
export const LTG_SETUP = moduleAdmin('Service', 'LPG');
/** Makes and models are read wherever vehicles are (the Service module); only entity admins change them (Common.ProdModels). */
export const VEHICLE_READ = inModule('Service', resource('Common', 'Product', 'R'));

export const route = <const R extends Omit<RouteDef, 'family'>>(r: R) =>
  defineRoute({ ...r, family: 'catalogue' as const });

/** Labour operations as SearchLite lists them (operation searches and the labour suggested for a part). */
export const operationsLitePage = pageOf(operationRow);
/** SearchLite answers come from the index items alone: paging only. */
export const lite = { params: textParams, query: pagingQuery } as const;
export const liteInCategory = { params: categoryTextParams, query: pagingQuery } as const;
export const imports = {
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
export function recordWrites<
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
