/** The ConnectX screens' paths and the documents they open, written once (docs/connectx.md §7). */
/** Also named by the order's Send on Karkhana (components/connectx/send-on-karkhana.tsx). */
export const CX_SENT_PATH = '/ConnectX/Sent';
export const CX_RECEIVED_PATH = '/ConnectX/Received';
export const purchaseOrderPath = (id: string): string => `/PurchaseOrder/PurchaseOrder/${id}`;
export const salesOrderPath = (id: string): string => `/SalesOrder/SO/${id}`;
export const billPath = (id: string): string => `/Bills/Bill/${id}`;
