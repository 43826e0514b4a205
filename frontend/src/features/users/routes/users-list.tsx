import { Badge, Flex, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { isPermitted } from '@shared/access/access-model';
import { resource } from '@shared/access/permission';
import type { User } from '@shared/users/user-schemas';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { RecordTable, type RecordColumn } from '../../../components/record-table/record-table';
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
  const canCreate = isPermitted(resource('Common', 'User', 'C'), {
    access: session.Access,
    config: session.Entity.Config,
  });
  const [search, setSearch] = useState('');
  const name = useDeferredValue(search.trim());
  const users = useUsers(name);
  const branches = useBranches();
  const branchName = (id: string) => branches.data?.find((b) => b.EntId === id)?.DName ?? id;
  const columns: RecordColumn<User>[] = [
    { id: 'Name', header: 'Name', cell: (user) => <Link to={`/User/User/${user.UserId}`}>{user.Name}</Link> },
    { id: 'UserName', header: 'Username', cell: (user) => user.UserName },
    { id: 'Desig', header: 'Designation', cell: (user) => user.Desig ?? '' },
    {
      id: 'Branches',
      header: 'Role per branch',
      cell: (user) =>
        user.Branches.map((b) => (
          <Text key={b.EntId} as="div" fontSize="small">
            {branchName(b.EntId)}: {b.Role}
          </Text>
        )),
    },
    {
      id: 'Active',
      header: 'Status',
      cell: (user) =>
        user.Active ? <Badge variation="success">Active</Badge> : <Badge variation="warning">Inactive</Badge>,
    },
  ];

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
      <RecordTable
        caption="Users"
        columns={columns}
        rows={users.data}
        rowKey={(user) => user.UserId}
        emptyText="No users match."
        isLoading={users.isPending}
        loadingLabel="Loading users"
        error={users.isError ? users.error : null}
        onRetry={() => void users.refetch()}
        rowTestId="user-row"
      />
    </Flex>
  );
}
