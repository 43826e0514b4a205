import { Flex, Heading } from '@aws-amplify/ui-react';
import { isPermitted, type AccessContext } from '@shared/access/access-model';
import { inModule, resource } from '@shared/access/permission';
import { remindersRoutes } from '@shared/api/routes/reminders';
import { sentLabel } from '@shared/reminders/reminder-messages';
import { useQuery } from '@tanstack/react-query';
import { RecordTable } from '../../../components/record-table/record-table';
import { apiCall } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { querySignal } from '../../../lib/query-signal';

/** The reminders' lists need Service Appt R in a branch with Service and Appt not off (docs/reminders.md §5). */
const APPT_READ = inModule('Service', resource('Service', 'Appt', 'R'));
const KIND = { NextService: 'Next service', DeclinedWork: 'Declined work', Insurance: 'Insurance' } as const;

/**
 * "Reminders sent" on a vehicle's screen (docs/reminders.md §7): what this branch
 * reminded the vehicle's owner of, when, by whom and how, newest first. Hidden for
 * users who may not read the reminders, and while none was sent.
 */
export function VehicleReminders({ ctx, id }: { ctx: AccessContext; id: string }) {
  const allowed = isPermitted(APPT_READ, ctx) && ctx.config.Service?.Features?.Appt !== false;
  const sent = useQuery({
    queryKey: ['Reminders', 'Vehicle', id],
    queryFn: (context) =>
      apiCall(remindersRoutes.vehicleReminders, { params: { Id: id }, signal: querySignal(context) }),
    enabled: allowed,
  });
  const rows = sent.data?.Rows ?? [];
  if (!allowed || rows.length === 0) return null;
  return (
    <section aria-label="Reminders sent">
      <Flex direction="column" gap="small">
        <Heading level={3}>Reminders sent</Heading>
        <RecordTable
          caption="Reminders sent"
          columns={[
            { id: 'kind', header: 'Reminder', cell: (r) => KIND[r.Kind] },
            { id: 'due', header: 'Due', cell: (r) => formatDate(r.Due) },
            { id: 'sent', header: 'Sent', cell: (r) => sentLabel(formatDate(r.At), r.ByName) },
            { id: 'how', header: 'By', cell: (r) => `${r.Channel} to ${r.To}` },
          ]}
          rows={rows}
          rowKey={(r) => `${r.Kind}#${r.Due}#${r.At}`}
          emptyText="No reminders sent."
        />
      </Flex>
    </section>
  );
}
