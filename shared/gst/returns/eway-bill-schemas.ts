import * as z from 'zod';
import { documentId } from '../../documents/call-parts';
import { isoDate } from '../../fields/iso-date';
import { TRANSPORT_MODES, type TransportMode } from './eway-bill';

/**
 * Reports/EWayBill/Json (docs/gst-returns.md 'E-way bill file'): the issued
 * invoice the goods travel with, and the journey (Part B) as the person
 * dispatching them gives it. The rules a file must meet are the builder's
 * (ewayBillProblems), so the screen and the server refuse alike.
 */
export const ewayBillQuery = z.strictObject({
  Id: documentId,
  Mode: z.enum(Object.keys(TRANSPORT_MODES) as [TransportMode, ...TransportMode[]]),
  Distance: z.coerce.number().int().min(0).max(4000),
  VehicleNo: z.string().trim().max(20).optional(),
  TransporterId: z.string().trim().max(15).optional(),
  TransporterName: z.string().trim().max(100).optional(),
  TransDocNo: z.string().trim().max(15).optional(),
  TransDocDate: isoDate.optional(),
});
export type EwayBillQuery = z.infer<typeof ewayBillQuery>;
