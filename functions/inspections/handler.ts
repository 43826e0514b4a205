import { inspectionRoutes } from '@shared/api/routes/inspections';
import { createFamilyHandler } from '../lib/http/family-handler';
import { checklist, checklists, createChecklist, updateChecklist } from './checklist-calls';
import { inspections, saveInspection, startInspection } from './inspection-calls';
import { confirmPhoto, photoTicket } from './photo-calls';
import { recommendLine } from './recommend-calls';
import { saveVehicleCondition } from './vehicle-calls';

/** Lambda of the `inspections` call family: checklists, inspections, their photos and recommended lines (docs/inspections.md). */
export const handler = createFamilyHandler(inspectionRoutes, {
  checklists,
  checklist,
  createChecklist,
  updateChecklist,
  inspections,
  startInspection,
  saveInspection,
  recommendLine,
  saveVehicleCondition,
  photoTicket,
  confirmPhoto,
});
