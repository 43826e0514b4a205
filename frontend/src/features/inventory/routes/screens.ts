import * as adjustmentNew from './adjustment-new';
import * as adjustments from './adjustments';
import * as expiringBatches from './expiring-batches';
import * as issueParts from './issue-parts';
import * as itemGroupNew from './item-group-new';
import * as itemGroups from './item-groups';
import * as itemList from './item-list';
import * as itemNew from './item-new';
import * as itemView from './item-view';
import * as myInventory from './my-inventory';
import * as priceList from './price-list';
import * as priceListNew from './price-list-new';
import * as priceLists from './price-lists';
import * as reorderReport from './reorder-report';
import * as partsWaiting from './parts-waiting';
import * as requestedParts from './requested-parts';
import * as materialIn from './material-in';
import * as materialInList from './material-in-list';
import * as materialInNew from './material-in-new';
import * as materialOut from './material-out';
import * as materialOutList from './material-out-list';
import * as materialOutNew from './material-out-new';
import * as stock from './stock';
import * as stockStatement from './stock-statement';
import * as transfer from './transfer';
import * as transferNew from './transfer-new';
import * as transfers from './transfers';

/** The inventory screens' route modules in one chunk: the manifest loads them through one dynamic import. */
export const inventoryScreens = {
  stock,
  adjustments,
  adjustmentNew,
  issueParts,
  myInventory,
  itemList,
  itemNew,
  itemView,
  itemGroups,
  itemGroupNew,
  priceLists,
  priceListNew,
  priceList,
  reorderReport,
  requestedParts,
  partsWaiting,
  transfers,
  transferNew,
  transfer,
  materialInList,
  materialInNew,
  materialIn,
  materialOutList,
  materialOutNew,
  materialOut,
  expiringBatches,
  stockStatement,
};
