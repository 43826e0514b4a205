/** Packages' addresses (spec platform §2 'Sales'); the invoice opens on its own screen. */
export const PACKAGE_PATHS = {
  dashboard: '/SalesOrder/PackagesDashboard',
  newPackage: (soId: string) => `/SalesOrder/Package/New?SoId=${encodeURIComponent(soId)}`,
  package: (id: string) => `/SalesOrder/Package/${id}`,
  invoice: (id: string) => `/Accounting/Invoice/${id}`,
} as const;
