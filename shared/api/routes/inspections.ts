import { moduleAdmin, type Permission } from '../../access/permission';
import {
  checklistAnswer,
  checklistCreateBody,
  checklistList,
  checklistListQuery,
  checklistParams,
  checklistUpdateBody,
} from '../../inspections/checklist-schemas';
import {
  documentParams,
  inspectionAnswer,
  inspectionParams,
  inspectionsOfDocument,
  photoConfirmBody,
  photoLink,
  photoTicket,
  photoTicketBody,
  recommendAnswer,
  recommendBody,
  saveInspectionBody,
  startInspectionBody,
} from '../../inspections/inspection-schemas';
import { vehicleCondition, vehicleConditionBody } from '../../inspections/vehicle-condition';
import { defineRoute, type RouteDef } from '../route';

/**
 * The `inspections` call family (docs/inspections.md): checklists (settings), the
 * inspections of an estimate or a repair order, their photos and recommended lines. A
 * Lambda of its own: the `service` family is near its bundle budget, and only these
 * calls load the S3 SDK's presigner.
 *
 * Checklists read with Service access and change as the other Service settings do
 * (module admin). An inspection's calls need Service access here; the call then asks
 * for the document's own right — Service `Est` or `WO`, read to see, update to change —
 * since one path serves both kinds (the document's type is known only once it is read).
 */
const route = <const R extends Omit<RouteDef, 'family'>>(r: R) => defineRoute({ ...r, family: 'inspections' as const });
const SERVICE: Permission = { kind: 'module', module: 'Service' };
const SETTINGS_ADMIN = moduleAdmin('Service');

export const inspectionRoutes = {
  checklists: route({
    method: 'GET',
    path: 'Service/Checklists',
    permission: SERVICE,
    query: checklistListQuery,
    response: checklistList,
  }),
  checklist: route({
    method: 'GET',
    path: 'Service/Checklists/{Id}',
    permission: SERVICE,
    params: checklistParams,
    response: checklistAnswer,
  }),
  createChecklist: route({
    method: 'POST',
    path: 'Service/Checklists',
    permission: SETTINGS_ADMIN,
    body: checklistCreateBody,
    response: checklistAnswer,
    maxBodyBytes: 32_768,
  }),
  updateChecklist: route({
    method: 'PUT',
    path: 'Service/Checklists/{Id}',
    permission: SETTINGS_ADMIN,
    params: checklistParams,
    body: checklistUpdateBody,
    response: checklistAnswer,
    maxBodyBytes: 32_768,
  }),
  inspections: route({
    method: 'GET',
    path: 'Service/Inspections/{DocId}',
    permission: SERVICE,
    params: documentParams,
    response: inspectionsOfDocument,
  }),
  startInspection: route({
    method: 'POST',
    path: 'Service/Inspections/{DocId}',
    permission: SERVICE,
    params: documentParams,
    body: startInspectionBody,
    response: inspectionAnswer,
    maxBodyBytes: 1024,
  }),
  saveInspection: route({
    method: 'PUT',
    path: 'Service/Inspections/{DocId}/{Id}',
    permission: SERVICE,
    params: inspectionParams,
    body: saveInspectionBody,
    response: inspectionAnswer,
    maxBodyBytes: 65_536,
  }),
  recommendLine: route({
    method: 'POST',
    path: 'Service/Inspections/{DocId}/{Id}/Recommend',
    permission: SERVICE,
    params: inspectionParams,
    body: recommendBody,
    response: recommendAnswer,
    maxBodyBytes: 1024,
  }),
  saveVehicleCondition: route({
    method: 'PUT',
    path: 'Service/VehicleCondition/{DocId}',
    permission: SERVICE,
    params: documentParams,
    body: vehicleConditionBody,
    response: vehicleCondition,
    maxBodyBytes: 16_384,
  }),
  photoTicket: route({
    method: 'POST',
    path: 'Service/Inspections/{DocId}/Photos/Upload',
    permission: SERVICE,
    params: documentParams,
    body: photoTicketBody,
    response: photoTicket,
    maxBodyBytes: 1024,
  }),
  confirmPhoto: route({
    method: 'POST',
    path: 'Service/Inspections/{DocId}/Photos',
    permission: SERVICE,
    params: documentParams,
    body: photoConfirmBody,
    response: photoLink,
    maxBodyBytes: 1024,
  }),
} as const;
