import { MATERIAL_STATUS } from '@shared/inventory/transfer-statuses';
import { MATERIAL_IN, MATERIAL_IN_SERIES, MATERIAL_OUT, MATERIAL_OUT_SERIES } from '../documents/types/material-types';
import type { StockDocumentKind } from './stock-documents';
import { materialInPartition, materialOutPartition } from './transfer-keys';

/**
 * Material in and material out (docs/inventory-transfers.md §6): posted, read
 * and listed by the machinery of every document that moves stock once
 * (stock-documents.ts), as adjustments are; only the kind differs.
 */

export const MATERIAL_IN_KIND: StockDocumentKind = {
  type: MATERIAL_IN,
  series: MATERIAL_IN_SERIES,
  sts: MATERIAL_STATUS,
  linePrefix: 'MI',
  movement: 'MaterialIn',
  cursorTag: 'MATERIAL_IN',
  partition: materialInPartition,
};

export const MATERIAL_OUT_KIND: StockDocumentKind = {
  type: MATERIAL_OUT,
  series: MATERIAL_OUT_SERIES,
  sts: MATERIAL_STATUS,
  linePrefix: 'MO',
  movement: 'MaterialOut',
  cursorTag: 'MATERIAL_OUT',
  partition: materialOutPartition,
};
