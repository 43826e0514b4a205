import type { CxRow } from '@shared/connectx/connectx-schemas';
import { Link } from 'react-router';

/** A document of either side as a row shows it: its number (a link when it is ours) and its status. */
export function DocRef({ doc, to }: { doc: CxRow['Own']; to?: (id: string) => string }) {
  if (!doc) return <span>—</span>;
  const num = doc.Num || 'Draft';
  return (
    <span>
      {to ? <Link to={to(doc.DocId)}>{num}</Link> : num}
      {doc.Sts ? <span className="kk-status-badge">{` ${doc.Sts}`}</span> : null}
    </span>
  );
}

/** Delivered, or Waiting with the reason (words, not colour alone). */
export function DeliveryState({ row }: { row: Pick<CxRow, 'State' | 'Note'> }) {
  return (
    <span title={row.Note}>
      {row.State}
      {row.Note && row.State === 'Waiting' ? ` · ${row.Note}` : ''}
    </span>
  );
}
