import {
  salesDocCustomerPartition,
  salesDocSortKey,
  salesDocsPartition,
  salesDocStatusPartition,
} from '../../sales-orders/so-keys';
import type { DocumentType, IndexKeys, StoreHead } from '../document-type';

/**
 * Sales orders and sales estimates (docs/sales-orders.md). Each is owned by the
 * branch that sells: the header is on the branch's list (S1) and on the list of
 * its status (S2); `IX#CUST` lists it under its customer (S3); counts per status
 * for the dashboards' chips. Gapless numbers `SO/<FY>/<n>` and `SE/<FY>/<n>`
 * per branch, taken in the document's own transaction.
 */

export const SALES_ORDER_SERIES = 'SO';
export const SALES_ESTIMATE_SERIES = 'SE';
export const SALES_ORDER_CODE = 'SO';
export const SALES_ESTIMATE_CODE = 'SE';

type SalesKeys = StoreHead & { CrDate: string; Cust?: string };

/** What a list row shows, copied onto the customer's index item (lists read no headers). */
export const SALES_ROW_FIELDS = [
  'DocId',
  'Num',
  'Sts',
  'CrDate',
  'Cust',
  'CustName',
  'ExpDate',
  'GrandTotalP',
  'EstNum',
  'SONum',
  'ShipSts',
] as const;

const headIndexesOf =
  (code: string) =>
  (stored: StoreHead): IndexKeys => {
    const head = stored as SalesKeys;
    const sk = salesDocSortKey(head.CrDate, head.DocId);
    return {
      gsi1pk: salesDocsPartition(head.OrgId, head.EntId, code),
      gsi1sk: sk,
      gsi2pk: salesDocStatusPartition(head.OrgId, head.EntId, code, String(head.Sts)),
      gsi2sk: sk,
    };
  };

const indexItemsOf =
  (code: string) =>
  (stored: StoreHead): Map<string, Record<string, unknown>> => {
    const head = stored as SalesKeys;
    const items = new Map<string, Record<string, unknown>>();
    if (!head.Cust) return items;
    const row = Object.fromEntries(SALES_ROW_FIELDS.filter((f) => head[f] !== undefined).map((f) => [f, head[f]]));
    items.set('CUST', {
      ...row,
      type: `${head.type}Customer`,
      gsi1pk: salesDocCustomerPartition(head.OrgId, head.EntId, code, head.Cust),
      gsi1sk: salesDocSortKey(head.CrDate, head.DocId),
    });
    return items;
  };

export const SALES_ORDER: DocumentType<'Lines'> = {
  kind: 'SalesOrder',
  code: SALES_ORDER_CODE,
  lineGroups: { Lines: 'SOL#' },
  headIndexes: headIndexesOf(SALES_ORDER_CODE),
  indexItems: indexItemsOf(SALES_ORDER_CODE),
  indexNames: ['CUST'],
  statusCounts: true,
  numbering: { policy: 'gapless', series: SALES_ORDER_SERIES },
  // Fulfilment's figures change with every package and invoice: the audit names the step, not each figure.
  audit: { lines: true, notAudited: ['Ful'] },
};

export const SALES_ESTIMATE: DocumentType<'Lines'> = {
  kind: 'SalesEstimate',
  code: SALES_ESTIMATE_CODE,
  lineGroups: { Lines: 'SEL#' },
  headIndexes: headIndexesOf(SALES_ESTIMATE_CODE),
  indexItems: indexItemsOf(SALES_ESTIMATE_CODE),
  indexNames: ['CUST'],
  statusCounts: true,
  numbering: { policy: 'gapless', series: SALES_ESTIMATE_SERIES },
  audit: { lines: true },
};
