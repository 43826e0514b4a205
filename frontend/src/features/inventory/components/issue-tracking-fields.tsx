import { TextField } from '@aws-amplify/ui-react';
import type { WaitingPartRow } from '@shared/inventory/issue-schemas';
import { useId, useState, type ReactNode } from 'react';
import { BatchOptions, serialsOf, useTrackMode } from './tracking-fields';

/**
 * Issue Parts' batch or serial numbers for a tracked part (docs/inventory-batches.md
 * §6): a batch may be named (empty takes earliest expiry first; on a return, the
 * batches the line took, last first); serials are always named, one per unit, and
 * a return starts from the serials the line holds.
 */
export function useIssueTracking(
  row: WaitingPartRow,
  back: boolean,
  whId: string,
): { fields: ReactNode; body: { Batch?: string; Serials?: string[] } } {
  const [batch, setBatch] = useState('');
  const [serials, setSerials] = useState(back && row.Track === 'SN' ? (row.Batch ?? '') : '');
  const { batches } = useTrackMode(row.Track === 'BN' && !back ? row.ItemId : undefined);
  const listId = useId();
  if (!row.Track) return { fields: null, body: {} };
  const typed = serialsOf(serials);
  const body =
    row.Track === 'SN' ? (typed.length > 0 ? { Serials: typed } : {}) : batch.trim() ? { Batch: batch.trim() } : {};
  const held = row.Batch ? <span className="kk-record-card__wide">{`Issued from: ${row.Batch}`}</span> : null;
  const fields =
    row.Track === 'SN' ? (
      <>
        {held}
        <TextField
          label="Serial numbers"
          descriptiveText="One per unit, separated by commas or spaces."
          value={serials}
          onChange={(e) => setSerials(e.target.value)}
          autoCapitalize="characters"
          spellCheck={false}
        />
      </>
    ) : (
      <>
        {held}
        <TextField
          label="Batch"
          descriptiveText={back ? 'Empty: the batches this line took, last first.' : 'Empty: earliest expiry first.'}
          value={batch}
          onChange={(e) => setBatch(e.target.value)}
          list={listId}
          autoCapitalize="characters"
          spellCheck={false}
        />
        <BatchOptions id={listId} batches={batches.filter((b) => !whId || b.WhId === whId)} />
      </>
    );
  return { fields, body };
}
