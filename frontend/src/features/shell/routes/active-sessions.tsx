import { Badge, Button, Flex, Heading, Loader, Table, TableBody, TableCell, TableHead, TableRow, Text } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import type { ActiveSession } from '@shared/api/routes/iam';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
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
      {sessions.isPending ? <Loader size="large" ariaLabel="Loading sessions" /> : null}
      {sessions.isError ? (
        <Flex direction="column" gap="small" alignItems="flex-start">
          <Text>{sessions.error.message}</Text>
          <Button onClick={() => void sessions.refetch()}>Retry</Button>
        </Flex>
      ) : null}
      {sessions.data ? (
        <Table caption="Active sessions" highlightOnHover variation="striped" size="small">
          <TableHead>
            <TableRow>
              <TableCell as="th">Logged in</TableCell>
              <TableCell as="th">Last active</TableCell>
              <TableCell as="th">Device</TableCell>
              <TableCell as="th">IP address</TableCell>
              <TableCell as="th">Branch</TableCell>
              <TableCell as="th">Expires</TableCell>
              <TableCell as="th">
                <span className="kk-visually-hidden">Action</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sessions.data.map((item) => (
              <TableRow key={item.SessionId} data-testid="active-session">
                <TableCell>{formatDateTime(item.CrDt, tz)}</TableCell>
                <TableCell>{formatDateTime(item.LastDt, tz)}</TableCell>
                <TableCell>{item.Client ?? ''}</TableCell>
                <TableCell>{item.Ip ?? ''}</TableCell>
                <TableCell>{item.EntName ?? item.EntId}</TableCell>
                <TableCell>{formatDateTime(item.ExpDt, tz)}</TableCell>
                <TableCell>
                  {item.Current ? (
                    <Badge variation="success">This session</Badge>
                  ) : (
                    <Button size="small" onClick={() => setEnding(item)}>
                      End session
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
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
