import {
  createMaterialIn,
  createMaterialOut,
  readMaterialIn,
  readMaterialOut,
  searchMaterialIns,
  searchMaterialOuts,
} from './material-calls';
import {
  cancelTransferOrder,
  createTransferOrder,
  dispatchTransferOrder,
  readOneTransfer,
  receiveTransferOrder,
  searchTransfers,
  transferDestinationList,
} from './transfer-calls';

/** Transfer orders, material in and material out by route name (shared/api/routes/inventory-transfers.ts). */
export const transferCalls = {
  transfers: searchTransfers,
  transfer: readOneTransfer,
  transferDestinations: transferDestinationList,
  createTransfer: createTransferOrder,
  dispatchTransfer: dispatchTransferOrder,
  receiveTransfer: receiveTransferOrder,
  cancelTransfer: cancelTransferOrder,
  materialIns: searchMaterialIns,
  materialIn: readMaterialIn,
  createMaterialIn,
  materialOuts: searchMaterialOuts,
  materialOut: readMaterialOut,
  createMaterialOut,
};
