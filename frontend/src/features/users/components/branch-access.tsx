import {
  Badge,
  Button,
  Flex,
  Heading,
  SelectField,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import type { User } from '@shared/users/user-schemas';
import { useState } from 'react';
// The kit's table look (captions, scrolling inside its box at 390 px) for tables written out by hand.
import '../../../components/record-table/record-table.css';
import { toast } from '../../../components/toast/toast-store';
import { useGrantAccess, useRevokeAccess } from '../api/user-mutations';
import type { Choice } from './user-details-form';

type Props = { user: User; branches: Choice[]; roles: Choice[]; canEdit: boolean };

/** The user's role in every branch of the organisation: give access, change the role, take access away. */
export function BranchAccess({ user, branches, roles, canEdit }: Props) {
  const grant = useGrantAccess(user.UserId);
  const revoke = useRevokeAccess(user.UserId);
  const [chosen, setChosen] = useState<Record<string, string>>({});

  return (
    <Flex direction="column" gap="small">
      <Heading level={3}>Branch access</Heading>
      <div className="kk-record-table__scroll">
        <Table caption="Branch access" size="small" variation="striped">
          <TableHead>
            <TableRow>
              <TableCell as="th">Branch</TableCell>
              <TableCell as="th">Role</TableCell>
              <TableCell as="th">
                <span className="kk-visually-hidden">Actions</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {branches.map((branch) => {
              const held = user.Branches.find((b) => b.EntId === branch.value);
              const roleId = chosen[branch.value] ?? held?.RoleId ?? '';
              return (
                <TableRow key={branch.value}>
                  <TableCell>
                    {branch.label} {held?.Admin ? <Badge size="small">Admin</Badge> : null}
                    {user.DefEntId === branch.value ? <Badge size="small">Default</Badge> : null}
                  </TableCell>
                  <TableCell>
                    <SelectField
                      label={`Role in ${branch.label}`}
                      labelHidden
                      placeholder="No access"
                      value={roleId}
                      isDisabled={!canEdit}
                      onChange={(e) => setChosen((old) => ({ ...old, [branch.value]: e.target.value }))}
                    >
                      {roles.map((r) => (
                        <option key={r.value} value={r.value}>
                          {r.label}
                        </option>
                      ))}
                    </SelectField>
                  </TableCell>
                  <TableCell>
                    {canEdit ? (
                      <Flex gap="xs">
                        <Button
                          size="small"
                          isDisabled={roleId === '' || roleId === held?.RoleId}
                          isLoading={grant.isPending && grant.variables.entityId === branch.value}
                          onClick={() =>
                            grant.mutate(
                              { entityId: branch.value, RoleId: roleId, ver: user.ver },
                              { onSuccess: () => toast.success(Messages.saved) },
                            )
                          }
                        >
                          {held ? 'Change role' : 'Give access'}
                        </Button>
                        {held ? (
                          <Button
                            size="small"
                            variation="warning"
                            onClick={() =>
                              revoke.mutate(
                                { entityId: branch.value, ver: user.ver },
                                {
                                  onSuccess: () => {
                                    toast.success(Messages.updated);
                                    setChosen((old) => ({ ...old, [branch.value]: '' }));
                                  },
                                },
                              )
                            }
                          >
                            Remove access
                          </Button>
                        ) : null}
                      </Flex>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
    </Flex>
  );
}
