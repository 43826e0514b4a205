import { Badge, Button, Flex, Heading, Loader, Table, TableBody, TableCell, TableHead, TableRow, Text, TextField } from '@aws-amplify/ui-react';
import { isPermitted } from '@shared/access/access-model';
import { resource } from '@shared/access/permission';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { useBranches } from '../api/branches';
import { useUsers } from '../api/list-users';

export const handle = { title: 'Users' };

/** User/Users (spec platform §2): every user with their role per branch and the active flag; search by name. */
export function Component() {
  return <UsersScreen />;
}

function UsersScreen() {
  const session = useSession();
  const canCreate = isPermitted(resource('Common', 'User', 'C'), { access: session.Access, config: session.Entity.Config });
  const [search, setSearch] = useState('');
  const name = useDeferredValue(search.trim());
  const users = useUsers(name);
  const branches = useBranches();
  const branchName = (id: string) => branches.data?.find((b) => b.EntId === id)?.DName ?? id;

  return (
    <Flex direction="column" gap="medium">
      <Flex justifyContent="space-between" alignItems="center">
        <Heading level={2}>Users</Heading>
        {canCreate ? (
          <Link to="/User/User/New" className="amplify-button amplify-button--primary">
            New user
          </Link>
        ) : null}
      </Flex>
      <TextField label="Search by name" value={search} onChange={(e) => setSearch(e.target.value)} maxWidth="24rem" />
      {users.isPending ? <Loader size="large" ariaLabel="Loading users" /> : null}
      {users.isError ? <Button onClick={() => void users.refetch()}>Retry</Button> : null}
      {users.data ? (
        <Table caption="Users" size="small" variation="striped" highlightOnHover>
          <TableHead>
            <TableRow>
              <TableCell as="th">Name</TableCell>
              <TableCell as="th">Username</TableCell>
              <TableCell as="th">Designation</TableCell>
              <TableCell as="th">Role per branch</TableCell>
              <TableCell as="th">Status</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {users.data.map((user) => (
              <TableRow key={user.UserId} data-testid="user-row">
                <TableCell>
                  <Link to={`/User/User/${user.UserId}`}>{user.Name}</Link>
                </TableCell>
                <TableCell>{user.UserName}</TableCell>
                <TableCell>{user.Desig ?? ''}</TableCell>
                <TableCell>
                  {user.Branches.map((b) => (
                    <Text key={b.EntId} as="div" fontSize="small">
                      {branchName(b.EntId)}: {b.Role}
                    </Text>
                  ))}
                </TableCell>
                <TableCell>
                  {user.Active ? <Badge variation="success">Active</Badge> : <Badge variation="warning">Inactive</Badge>}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {users.data?.length === 0 ? <Text>No users match.</Text> : null}
    </Flex>
  );
}
