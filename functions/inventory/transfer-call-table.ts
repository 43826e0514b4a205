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
  searchTransfers,
  transferDestinationList,
} from './transfer-calls';
import { receiveTransferOrder, updateTransferOrder } from './transfer-change-calls';

/** Transfer orders, material in and material out by route name (shared/api/routes/inventory-transfers.ts). */
export const transferCalls = {
  transfers: searchTransfers,
  transfer: readOneTransfer,
  transferDestinations: transferDestinationList,
  createTransfer: createTransferOrder,
  updateTransfer: updateTransferOrder,
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
