import { Alert } from '@aws-amplify/ui-react';
import type { RepairOrderAnswer } from '@shared/service/call-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { hasUnsavedChanges } from '../../../../components/unsaved-changes/unsaved-changes-store';
import type { LiveSignal } from '../../../../lib/live-events';
import { useLiveSignal } from '../../live/use-shop-floor-refresh';
import { documentKey } from '../api/document-calls';

export const LiveOrderTexts = {
  changedUnsaved:
    'This repair order has changed (for example, the customer approved additional work). Save or discard your changes to see it.',
} as const;

/**
 * The open repair order hears its own DocumentChanged (docs/customer-loop.md §19–§20):
 * with a newer `ver` — a supplementary the customer approved by link merged into it, a
 * job moved by a technician — the order is read again and the screen starts again from
 * it, unless the advisor has unsaved edits (then it says so; their save would meet the
 * newer `ver` anyway). The answer of the advisor's own save carries its `ver` already.
 */
export function LiveOrder({ doc }: { doc: RepairOrderAnswer }) {
  const queryClient = useQueryClient();
  const [heard, setHeard] = useState(0);
  const [notice, setNotice] = useState(false);
  useLiveSignal(
    useCallback(
      (signal: LiveSignal) => {
        if (signal !== 'resync' && signal.Type === 'RepairOrder' && signal.Id === doc._id)
          setHeard((ver) => Math.max(ver, signal.ver));
      },
      [doc._id],
    ),
  );
  const newer = heard > doc.ver;
  useEffect(() => {
    if (!newer) return;
    if (hasUnsavedChanges()) {
      setNotice(true);
      return;
    }
    void queryClient.invalidateQueries({ queryKey: documentKey('repairOrder', doc._id) });
  }, [newer, doc._id, queryClient]);
  return notice && newer ? (
    <Alert variation="info" role="status">
      {LiveOrderTexts.changedUnsaved}
    </Alert>
  ) : null;
}
