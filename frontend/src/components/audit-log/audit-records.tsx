import { Alert, Loader, Text } from '@aws-amplify/ui-react';
import type { auditPage } from '@shared/documents/call-parts';
import type * as z from 'zod';
import { formatDateTime } from '../../lib/format';

/** What a document's audit query gives the list (a TanStack Query result, narrowed to what is shown). */
export type AuditLogResult = {
  data: z.infer<typeof auditPage> | undefined;
  isPending: boolean;
  isError: boolean;
  error: { message: string } | null;
};

/** A value as the log shows it: a dash for nothing, JSON for an object. */
const shown = (value: unknown): string =>
  value === undefined || value === null || value === ''
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/**
 * Who changed what and when, field by field (data-model-documents §3): the one
 * audit list of the service documents and the invoices, newest as the server
 * answers, with loading, failure and 'No changes recorded yet.'.
 */
export function AuditRecords({
  log,
  timeZone,
  className,
}: {
  log: AuditLogResult;
  timeZone: string;
  className?: string;
}) {
  return (
    <>
      {log.isPending ? <Loader ariaLabel="Loading the audit log" /> : null}
      {log.isError && log.error ? <Alert variation="error">{log.error.message}</Alert> : null}
      {log.data && log.data.Items.length === 0 ? <Text>No changes recorded yet.</Text> : null}
      <ol className={className}>
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
    </>
  );
}
