import type { ComplaintRow, OperationRow, PartRow } from '@shared/catalogue/call-schemas';
import type { CatalogueKind } from './catalogue-keys';

/**
 * What the data layer needs to know of each searchable kind: the description and
 * codes its index keys come from, and the fields of a result row, which are copied
 * onto every index item so a SearchLite call answers from the index alone.
 */
export type RowOf<K extends CatalogueKind> = {
  COMPL: ComplaintRow;
  OP: OperationRow;
  PART: PartRow;
}[K];

type KindSpec = { codes: (record: Record<string, unknown>) => string[]; rowFields: readonly string[] };

export const KINDS: Record<CatalogueKind, KindSpec> = {
  COMPL: { codes: () => [], rowFields: ['_id', 'Desc', 'Cat'] },
  OP: { codes: (r) => [String(r.OpCode)], rowFields: ['_id', 'OpCode', 'Desc', 'Cat', 'SAC', 'TCode', 'Hrs'] },
  PART: {
    codes: (r) => [String(r.PCode)],
    rowFields: ['_id', 'PCode', 'Desc', 'Cat', 'Make', 'HSN', 'UoM', 'UnPr', 'TCode'],
  },
};

/** The row fields of a record (what an index item carries). */
export function rowOf<K extends CatalogueKind>(kind: K, record: Record<string, unknown>): RowOf<K> {
  return Object.fromEntries(
    KINDS[kind].rowFields.filter((f) => record[f] !== undefined).map((f) => [f, record[f]]),
  ) as RowOf<K>;
}

/** Id prefixes of an organisation's new records (the seed uses CMP001, OP001, PRT0001). */
export const ID_PREFIX: Record<CatalogueKind, string> = { COMPL: 'CMP', OP: 'OP', PART: 'PRT' };
