import * as adjustmentNew from './adjustment-new';
import * as adjustments from './adjustments';
import * as issueParts from './issue-parts';
import * as myInventory from './my-inventory';
import * as stock from './stock';

/** The inventory screens' route modules in one chunk: the manifest loads them through one dynamic import. */
export const inventoryScreens = { stock, adjustments, adjustmentNew, issueParts, myInventory };
