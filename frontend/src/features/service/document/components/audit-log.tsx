import { Alert, Button, Loader, Text } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { Dialog } from '../../../../components/dialog/dialog';
import { formatDateTime } from '../../../../lib/format';
import { useAuditLog } from '../api/document-calls';
import type { DocumentKind } from '../utils/document-form';

const shown = (value: unknown): string => (value === undefined || value === null || value === '' ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Who changed what and when, field by field (issue 12 §6); only offered when the answer says CanAudit. */
export function AuditLog({ kind, id, timeZone }: { kind: DocumentKind; id: string; timeZone: string }) {
  const [open, setOpen] = useState(false);
  const log = useAuditLog(kind, id, open);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        Audit Log
      </Button>
      <Dialog open={open} title="Audit log" onClose={() => setOpen(false)}>
        {log.isPending ? <Loader ariaLabel="Loading the audit log" /> : null}
        {log.isError ? <Alert variation="error">{log.error.message}</Alert> : null}
        {log.data && log.data.Items.length === 0 ? <Text>No changes recorded yet.</Text> : null}
        <ol className="kk-doc__audit">
          {log.data?.Items.map((record) => (
            <li key={`${record.At}-${record.ver}`}>
              <Text fontWeight="bold">{`${record.Action} · ${record.ByName ?? record.By} · ${formatDateTime(record.At, timeZone)}`}</Text>
              <ul>
                {record.Changes.map((change) => (
                  <li key={change.Path}>{`${change.Path}: ${shown(change.Before)} → ${shown(change.After)}`}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
        <Button onClick={() => setOpen(false)}>Close</Button>
      </Dialog>
    </>
  );
}
