/** The paths of transfer orders, material in and material out (spec platform §2 'Inventory', spelled as the spec spells them). */
export const TRANSFER_PATHS = {
  transfers: '/transferorder/transferorderderdashboard',
  newTransfer: '/transferorder/transferorder/New',
  transfer: (id: string): string => `/transferorder/transferorder/${id}`,
  materialIns: '/mi/midashboard',
  newMaterialIn: '/mi/mi/New',
  materialIn: (id: string): string => `/mi/mi/${id}`,
  materialOuts: '/mout/moutdashboard',
  newMaterialOut: '/mout/mout/New',
  materialOut: (id: string): string => `/mout/mout/${id}`,
} as const;
