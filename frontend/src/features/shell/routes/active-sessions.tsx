import { Badge, Button, Flex, Heading, Text } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import type { ActiveSession } from '@shared/api/routes/iam';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { RecordTable } from '../../../components/record-table/record-table';
import { toast } from '../../../components/toast/toast-store';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { useActiveSessions, useDeactivateSession } from '../api/active-sessions';

export const handle = { title: 'Active Sessions' };

/**
 * settings/activeloginsessions (spec platform §2): the user's own logins, with a
 * way to end any but this one.
 */
export function Component() {
  const session = useSession();
  const sessions = useActiveSessions();
  const deactivate = useDeactivateSession();
  const [ending, setEnding] = useState<ActiveSession | undefined>();
  const tz = session.User.TZ;

  const end = () => {
    if (!ending) return;
    deactivate.mutate(ending.SessionId, {
      onSuccess: (answer) => toast.success(answer.message || Messages.sessionDeactivated),
      onSettled: () => setEnding(undefined),
    });
  };

  return (
    <Flex direction="column" gap="medium">
      <Heading level={2}>Active sessions</Heading>
      <Text variation="secondary">Devices where you are logged in. End any session you do not recognise.</Text>
      <RecordTable
        caption="Active sessions"
        columns={[
          { id: 'CrDt', header: 'Logged in', cell: (item) => formatDateTime(item.CrDt, tz) },
          { id: 'LastDt', header: 'Last active', cell: (item) => formatDateTime(item.LastDt, tz) },
          { id: 'Client', header: 'Device', cell: (item) => item.Client ?? '' },
          { id: 'Ip', header: 'IP address', cell: (item) => item.Ip ?? '' },
          { id: 'Branch', header: 'Branch', cell: (item) => item.EntName ?? item.EntId },
          { id: 'ExpDt', header: 'Expires', cell: (item) => formatDateTime(item.ExpDt, tz) },
        ]}
        rows={sessions.data}
        rowKey={(item) => item.SessionId}
        emptyText="No active sessions."
        isLoading={sessions.isPending}
        loadingLabel="Loading sessions"
        error={sessions.isError ? sessions.error : null}
        onRetry={() => void sessions.refetch()}
        rowTestId="active-session"
        actionsHeader={<span className="kk-visually-hidden">Action</span>}
        rowActions={(item) =>
          item.Current ? (
            <Badge variation="success">This session</Badge>
          ) : (
            <Button size="small" onClick={() => setEnding(item)}>
              End session
            </Button>
          )
        }
      />
      <ConfirmDialog
        open={ending !== undefined}
        title="End session"
        message="Log out this session? Whoever uses it will have to log in again."
        confirmLabel="End session"
        busy={deactivate.isPending}
        onConfirm={end}
        onCancel={() => setEnding(undefined)}
      />
    </Flex>
  );
}
