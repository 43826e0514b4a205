import { Button } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { AuditRecords } from '../../../../components/audit-log/audit-records';
import { Dialog } from '../../../../components/dialog/dialog';
import { useAuditLog } from '../api/document-calls';
import type { DocumentKind } from '../utils/document-form';

/** Who changed what and when, field by field (docs/service-documents-api.md 'Audit log'); only offered when the answer says CanAudit. */
export function AuditLog({ kind, id, timeZone }: { kind: DocumentKind; id: string; timeZone: string }) {
  const [open, setOpen] = useState(false);
  const log = useAuditLog(kind, id, open);
  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        Audit Log
      </Button>
      <Dialog open={open} title="Audit log" onClose={() => setOpen(false)}>
        <AuditRecords log={log} timeZone={timeZone} className="kk-doc__audit" />
        <Button onClick={() => setOpen(false)}>Close</Button>
      </Dialog>
    </>
  );
}
