import { packageSortKey, packagesPartition, packageStatusPartition } from '../../fulfilment/package-keys';
import type { DocumentType, IndexKeys, StoreHead } from '../document-type';

/**
 * Packages of a sales order (docs/sales-fulfilment.md): goods picked from a warehouse for an approved
 * order, shipped (the goods out of stock at cost) and delivered. `Sts` is the shipping status (Not
 * Shipped → Shipped → Delivered); the header is on both lists (K1 every status, K2 by status) with
 * counts per status for the dashboard's chips; gapless numbers `PKG/<FY>/<n>` per branch, taken in the
 * package's own transaction with the order's packed quantities.
 */

export const PACKAGE_SERIES = 'PKG';
export const PACKAGE_CODE = 'PKG';

type PackageKeys = StoreHead & { Date: string };

const headIndexes = (stored: StoreHead): IndexKeys => {
  const head = stored as PackageKeys;
  const sk = packageSortKey(head.Date, head.DocId);
  return {
    gsi1pk: packagesPartition(head.OrgId, head.EntId),
    gsi1sk: sk,
    gsi2pk: packageStatusPartition(head.OrgId, head.EntId, head.Sts ?? ''),
    gsi2sk: sk,
  };
};

export const PACKAGE: DocumentType<'Lines'> = {
  kind: 'Package',
  code: PACKAGE_CODE,
  lineGroups: { Lines: 'PKL#' },
  headIndexes,
  statusCounts: true,
  numbering: { policy: 'gapless', series: PACKAGE_SERIES },
  audit: { lines: true },
};
