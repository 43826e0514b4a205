import type { SalesKind } from '../api/sales-doc-calls';

/** Sales orders' and estimates' addresses (spec platform §2 'Sales'). */
export const SALES_PATHS = {
  SalesOrder: {
    dashboard: '/SalesOrder/SODashboard',
    create: '/SalesOrder/SO/New',
    one: (id: string) => `/SalesOrder/SO/${id}`,
  },
  SalesEstimate: {
    dashboard: '/SalesOrder/SalesEstDashboard',
    create: '/SalesOrder/Estimate/New',
    one: (id: string) => `/SalesOrder/Estimate/${id}`,
  },
} as const satisfies Record<SalesKind, unknown>;

export const NOUN = { SalesOrder: 'Sales order', SalesEstimate: 'Sales estimate' } as const;
export const NOUNS = { SalesOrder: 'sales orders', SalesEstimate: 'sales estimates' } as const;
