import * as estimate from './estimate';
import * as estimatePrint from './estimate-print';
import * as workOrder from './work-order';
import * as workOrderPrint from './work-order-print';

/**
 * The document screens' route modules in one chunk: the manifest loads them
 * through a single dynamic import, so the login page carries one preload list
 * for them instead of four (its 150 KB budget). The PDF library still loads only
 * on "Download PDF".
 */
export const documentScreens = { estimate, estimatePrint, workOrder, workOrderPrint };
