import { renderRoutes } from '../../../components/testing/render';
import { inventoryScreens } from '../routes/screens';
import { partsClerkSession } from './inventory-screens-kit';

/** The item master's screens against the shared fake server, as a parts clerk (Item CRU). */

export const renderItems = (at: string) =>
  renderRoutes(
    [
      { path: '/items/inventory', Component: inventoryScreens.stock.Component },
      { path: '/items/masteritemlist', Component: inventoryScreens.itemList.Component },
      { path: '/items/masteritem/New', Component: inventoryScreens.itemNew.Component },
      { path: '/items/item/New/false/AutoClose/true', Component: inventoryScreens.itemNew.Component },
      { path: '/items/masteritem/:Id', Component: inventoryScreens.itemView.Component },
      { path: '/items/ItemGroups', Component: inventoryScreens.itemGroups.Component },
      { path: '/items/ItemGroup/New', Component: inventoryScreens.itemGroupNew.Component },
      { path: '/items/pricelists', Component: inventoryScreens.priceLists.Component },
      { path: '/items/pricelist/new', Component: inventoryScreens.priceListNew.Component },
      { path: '/items/pricelist/:Id', Component: inventoryScreens.priceList.Component },
      { path: '/reports/reorderpointreport', Component: inventoryScreens.reorderReport.Component },
    ],
    at,
    partsClerkSession(),
  );

export const ITEM = {
  ItemId: 'PRT9001',
  PCode: 'OF-1001',
  Desc: 'Oil filter Swift',
  UoM: 'NOS',
  HSN: '84212300',
  UnPr: 1250.5,
  Grp: 'IGR1',
  GrpName: 'Filters',
  Act: true,
  UpDt: '2026-11-28T10:00:00Z',
  ver: 3,
};
export const ITEM_ANSWER = {
  ...ITEM,
  UoMs: [{ UoM: 'BOX', Per: 12 }],
  Reorder: [{ WhId: 'WH1', Lvl: 5, Qty: 24 }],
  SalePr: 1250.5,
  SalePrFrom: 'Part',
  Attrs: {},
  CFs: {},
  CrAt: '2026-11-20T10:00:00Z',
};
export const GROUPS = { Items: [{ _id: 'IGR1', Name: 'Filters', Act: true, ver: 1 }] };
