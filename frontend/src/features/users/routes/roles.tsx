import { Badge, Button, Flex, Heading, Loader, View } from '@aws-amplify/ui-react';
import { isPermitted } from '@shared/access/access-model';
import { resource } from '@shared/access/permission';
import { Messages } from '@shared/api/messages';
import type { Role } from '@shared/users/role-schemas';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { toast } from '../../../components/toast/toast-store';
import { useSession } from '../../../lib/session';
import { useDeleteRole, useRoles } from '../api/roles';
import { useWarehouseChoices } from '../api/warehouses';
import { RoleForm } from '../components/role-form';

export const handle = { title: 'Roles' };

/** settings/roles (spec platform §2, §6: the roles screen needs role read). */
export function Component() {
  return <RolesScreen />;
}

function RolesScreen() {
  const session = useSession();
  const ctx = { access: session.Access, config: session.Entity.Config };
  const warehouses = useWarehouseChoices(ctx);
  const editorProps = { industry: session.Entity.Config.Industry, warehouses: warehouses.data };
  const can = (right: 'C' | 'U' | 'D') => isPermitted(resource('Common', 'Role', right), ctx);
  const roles = useRoles();
  const remove = useDeleteRole();
  const [selected, setSelected] = useState<string | 'new' | undefined>();
  const [deleting, setDeleting] = useState<Role | undefined>();
  const current = roles.data?.find((r) => r.RoleId === selected);

  return (
    <Flex direction="column" gap="medium">
      <Flex justifyContent="space-between" alignItems="center">
        <Heading level={2}>Roles</Heading>
        {can('C') ? <Button onClick={() => setSelected('new')}>New role</Button> : null}
      </Flex>
      {roles.isPending ? <Loader size="large" ariaLabel="Loading roles" /> : null}
      <Flex gap="large" alignItems="flex-start">
        <nav aria-label="Roles" className="kk-choice-list">
          <Flex direction="column" gap="xs">
            {roles.data?.map((role) => (
              <Button
                key={role.RoleId}
                size="small"
                variation={role.RoleId === selected ? 'primary' : 'link'}
                onClick={() => setSelected(role.RoleId)}
              >
                {role.Name}
                {role.Predefined ? (
                  <Badge size="small" marginLeft="xs">
                    Predefined
                  </Badge>
                ) : null}
              </Button>
            ))}
          </Flex>
        </nav>
        <View flex="1">
          {selected === 'new' ? (
            <RoleForm
              key="new"
              {...editorProps}
              role={undefined}
              canSave={can('C')}
              onSaved={(role) => setSelected(role.RoleId)}
            />
          ) : current ? (
            <Flex direction="column" gap="small">
              {!current.Predefined && can('D') ? (
                <Flex justifyContent="flex-end">
                  <Button size="small" variation="warning" onClick={() => setDeleting(current)}>
                    Delete role
                  </Button>
                </Flex>
              ) : null}
              <RoleForm
                key={`${current.RoleId}-${current.ver}`}
                {...editorProps}
                role={current}
                canSave={can('U')}
                onSaved={(role) => setSelected(role.RoleId)}
              />
            </Flex>
          ) : null}
        </View>
      </Flex>
      <ConfirmDialog
        open={deleting !== undefined}
        title="Delete role"
        message={`Delete the role ${deleting?.Name ?? ''}?`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.RoleId, {
            onSuccess: () => {
              toast.success(Messages.deleted);
              setSelected(undefined);
            },
            onSettled: () => setDeleting(undefined),
          })
        }
        onCancel={() => setDeleting(undefined)}
      />
    </Flex>
  );
}
