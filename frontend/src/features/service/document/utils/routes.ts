import type { DocumentKind } from './document-form';

/** The screen's routes (spec platform §2: Service/Estimate/…, Service/WorkOrder/…). */
export const ROUTE_OF: Readonly<Record<DocumentKind, string>> = { estimate: 'Service/Estimate', repairOrder: 'Service/WorkOrder' };

export const documentPath = (kind: DocumentKind, id: string): string => `/${ROUTE_OF[kind]}/${id}`;
