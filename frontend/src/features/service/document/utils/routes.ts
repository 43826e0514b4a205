import type { PrintChoice } from '@shared/documents/print';
import type { DocumentKind } from './document-form';

/** The screen's routes (spec platform §2: Service/Estimate/…, Service/WorkOrder/…). */
export const ROUTE_OF: Readonly<Record<DocumentKind, string>> = {
  estimate: 'Service/Estimate',
  repairOrder: 'Service/WorkOrder',
};

export const documentPath = (kind: DocumentKind, id: string): string => `/${ROUTE_OF[kind]}/${id}`;

/** A print of the document: the variant's id, and a supplementary's code after a dash ('…/Print/supplementary-a'). */
export const printPath = (kind: DocumentKind, id: string, choice: PrintChoice): string =>
  `${documentPath(kind, id)}/Print/${choice.variant}${choice.supp ? `-${choice.supp}` : ''}`;
