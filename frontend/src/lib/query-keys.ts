/**
 * The roots of the query keys that more than one area refreshes. A mutation
 * refreshes every list it changes (docs/architecture.md 'Server state'): a
 * repair order's Generate Invoice adds an invoice to the accounting dashboards,
 * a technician's job move changes the order and the service dashboards. The
 * areas may not import each other, so the roots live here.
 */
export const QueryRoots = {
  serviceDashboards: ['service', 'dashboards'],
  myJobs: ['service', 'jobs', 'mine'],
  invoices: ['accounting', 'invoices'],
} as const;

/** An estimate's or a repair order's own entry: ['service', 'estimate' | 'repairOrder', id]. */
export const serviceDocumentKey = (kind: 'estimate' | 'repairOrder', id: string) => ['service', kind, id] as const;
