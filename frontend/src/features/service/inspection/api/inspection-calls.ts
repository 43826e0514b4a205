import { inspectionRoutes } from '@shared/api/routes/inspections';
import { inspectionPrintSections } from '@shared/inspections/inspection-print';
import type { InspectionAnswer, PhotoLink, SaveInspectionBody } from '@shared/inspections/inspection-schemas';
import type { VehicleConditionBody } from '@shared/inspections/vehicle-condition';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiCall } from '../../../../lib/api-client';
import { putWithProgress } from '../../../../lib/presigned-upload';
import { resizePhoto } from '../photo-resize';

/** A document's inspections, their photos' signed addresses and the branch's `Pics` switch (docs/inspections.md §4). */
export const inspectionsKey = (docId: string) => ['inspections', 'of', docId] as const;

export const useInspections = (docId: string) =>
  useQuery({
    queryKey: inspectionsKey(docId),
    queryFn: ({ signal }) => apiCall(inspectionRoutes.inspections, { params: { DocId: docId }, signal }),
  });

export const useActiveChecklists = (enabled: boolean) =>
  useQuery({
    queryKey: ['inspections', 'checklists', false],
    queryFn: ({ signal }) => apiCall(inspectionRoutes.checklists, { query: {}, signal }),
    enabled,
  });

export function useStartInspection(docId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (ChecklistId: string) =>
      apiCall(inspectionRoutes.startInspection, { params: { DocId: docId }, body: { ChecklistId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inspectionsKey(docId) }),
  });
}

export function useSaveInspection(docId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ id, body }: { id: string; body: SaveInspectionBody }): Promise<InspectionAnswer> =>
      apiCall(inspectionRoutes.saveInspection, { params: { DocId: docId, Id: id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inspectionsKey(docId) }),
  });
}

export function useRecommendLine(docId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: ({ id, Point, ver, DocVer }: { id: string; Point: string; ver: number; DocVer: number }) =>
      apiCall(inspectionRoutes.recommendLine, { params: { DocId: docId, Id: id }, body: { Point, ver, DocVer } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inspectionsKey(docId) }),
  });
}

/**
 * A photo from the camera: resized in the browser (longest side ≤ 1600 px, JPEG), put
 * to a presigned address, then confirmed — the server checks its first bytes and keeps
 * it, or refuses "This file is not an image." (docs/inspections.md §5).
 */
export async function uploadPhoto(
  docId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<PhotoLink> {
  const photo = await resizePhoto(file);
  const ticket = await apiCall(inspectionRoutes.photoTicket, {
    params: { DocId: docId },
    body: { Size: Math.max(1, photo.size) },
  });
  await putWithProgress(ticket, photo, onProgress);
  return apiCall(inspectionRoutes.confirmPhoto, { params: { DocId: docId }, body: { Key: ticket.Key } });
}

/**
 * The job card's inspection sections (docs/inspections.md §9): read only for a repair
 * order's Technician Copy; `ready` once read (or not needed), so the print and its PDF
 * never go out without them.
 */
export function useJobCardInspections(kind: 'estimate' | 'repairOrder', docId: string, variant: string | undefined) {
  const wanted = kind === 'repairOrder' && variant === 'technician';
  const found = useQuery({
    queryKey: inspectionsKey(docId),
    queryFn: ({ signal }) => apiCall(inspectionRoutes.inspections, { params: { DocId: docId }, signal }),
    enabled: wanted,
  });
  const sections = useMemo(() => (found.data ? inspectionPrintSections(found.data.Items) : []), [found.data]);
  // A failed read prints the job card without them rather than not at all.
  return { ready: !wanted || found.isSuccess || found.isError, sections };
}

/** PUT Service/VehicleCondition/{DocId} at the `ver` read (0 for the first save). */
export function useSaveVehicleCondition(docId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: (body: VehicleConditionBody) =>
      apiCall(inspectionRoutes.saveVehicleCondition, { params: { DocId: docId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inspectionsKey(docId) }),
  });
}
