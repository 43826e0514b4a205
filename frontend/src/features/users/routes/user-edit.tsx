import { Badge, Button, Flex, Heading, Loader } from '@aws-amplify/ui-react';
import { isPermitted, routeRight } from '@shared/access/access-model';
import { resource } from '@shared/access/permission';
import { PREDEFINED_ROLE_NAMES } from '@shared/access/roles';
import { Messages } from '@shared/api/messages';
import { UsersMessages } from '@shared/users/users-messages';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { RequirePermission } from '../../../components/require-permission';
import { toast } from '../../../components/toast/toast-store';
import { useSession } from '../../../lib/session';
import { useBranches } from '../api/branches';
import { useUser } from '../api/get-user';
import { useNamedList } from '../api/named-lists';
import { useRoles } from '../api/roles';
import { useCreateUser, useSetUserActive, useUpdateUser } from '../api/user-mutations';
import { BranchAccess } from '../components/branch-access';
import { ResetPasswordDialog } from '../components/reset-password-dialog';
import { UserDetailsForm, type UserFormValues } from '../components/user-details-form';

export const handle = { title: 'User' };

/** User/User/New and User/User/{Id} (spec platform §2): 'new' needs User create, an existing user User read. */
export function Component() {
  const { Id = 'new' } = useParams();
  return (
    <RequirePermission permission={resource('Common', 'User', routeRight(Id))}>
      <UserScreen key={Id} id={Id.toLowerCase() === 'new' ? undefined : Id} />
    </RequirePermission>
  );
}

const blankToUndefined = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

function UserScreen({ id }: { id: string | undefined }) {
  const session = useSession();
  const navigate = useNavigate();
  const ctx = { access: session.Access, config: session.Entity.Config };
  const can = (name: string, right: 'C' | 'R' | 'U') => isPermitted(resource('Common', name, right), ctx);
  const user = useUser(id);
  const branches = useBranches();
  const roles = useRoles(can('Role', 'R'));
  const designations = useNamedList('Designations', can('Desig', 'R'));
  const departments = useNamedList('Departments', can('Dept', 'R'));
  const create = useCreateUser();
  const update = useUpdateUser(id ?? '');
  const setActive = useSetUserActive(id ?? '');
  const [confirmActive, setConfirmActive] = useState(false);
  const [resetting, setResetting] = useState(false);

  // Without role read, the predefined roles can still be given (they need no call to list).
  const roleChoices = (roles.data ?? PREDEFINED_ROLE_NAMES.map((Name) => ({ RoleId: Name, Name }))).map((r) => ({
    value: r.RoleId,
    label: r.Name,
  }));
  const branchChoices = (branches.data ?? []).map((b) => ({ value: b.EntId, label: b.DName }));
  const canEdit = can('User', id ? 'U' : 'C');

  if ((id && user.isPending) || branches.isPending) return <Loader size="large" ariaLabel="Loading user" />;
  if (id && !user.data) return null;
  const current = user.data;

  const submit = async (values: UserFormValues) => {
    const details = {
      Name: values.Name,
      Email: blankToUndefined(values.Email),
      Phone: blankToUndefined(values.Phone),
      Desig: blankToUndefined(values.Desig),
      Dept: blankToUndefined(values.Dept),
      Tec: values.Tec,
      DefEntId: values.DefEntId,
    };
    if (!current) {
      const created = await create.mutateAsync({
        ...details,
        UserName: values.UserName,
        Password: values.Password,
        RoleId: values.RoleId,
      });
      toast.success(UsersMessages.userCreated);
      void navigate(`/User/User/${created.UserId}`, { replace: true });
    } else {
      await update.mutateAsync({ ...details, ver: current.ver });
      toast.success(Messages.updated);
    }
  };

  return (
    <Flex direction="column" gap="large">
      <Flex justifyContent="space-between" alignItems="center" wrap="wrap">
        <Heading level={2}>
          {current ? current.Name : 'New user'}{' '}
          {current ? (
            current.Active ? (
              <Badge variation="success">Active</Badge>
            ) : (
              <Badge variation="warning">Inactive</Badge>
            )
          ) : null}
        </Heading>
        {current && canEdit ? (
          <Flex gap="small">
            <Button onClick={() => setResetting(true)}>Reset password</Button>
            <Button variation={current.Active ? 'warning' : 'primary'} onClick={() => setConfirmActive(true)}>
              {current.Active ? 'Deactivate' : 'Activate'}
            </Button>
          </Flex>
        ) : null}
      </Flex>
      <UserDetailsForm
        key={current ? `${current.UserId}-${current.ver}` : 'new'}
        user={current}
        branches={
          current ? branchChoices.filter((b) => current.Branches.some((held) => held.EntId === b.value)) : branchChoices
        }
        roles={roleChoices}
        designations={(designations.data ?? []).map((d) => d.Name)}
        departments={(departments.data ?? []).map((d) => d.Name)}
        readOnly={!canEdit}
        busy={create.isPending || update.isPending}
        onSubmit={submit}
      />
      {current ? <BranchAccess user={current} branches={branchChoices} roles={roleChoices} canEdit={canEdit} /> : null}
      {current ? (
        <>
          <ConfirmDialog
            open={confirmActive}
            title={current.Active ? 'Deactivate user' : 'Activate user'}
            message={
              current.Active
                ? `Deactivate ${current.Name}? They are logged out everywhere and cannot log in.`
                : `Activate ${current.Name}? They can log in again.`
            }
            confirmLabel={current.Active ? 'Deactivate' : 'Activate'}
            busy={setActive.isPending}
            onConfirm={() =>
              setActive.mutate(
                { Active: !current.Active, ver: current.ver },
                { onSuccess: () => toast.success(Messages.updated), onSettled: () => setConfirmActive(false) },
              )
            }
            onCancel={() => setConfirmActive(false)}
          />
          <ResetPasswordDialog
            userId={current.UserId}
            ver={current.ver}
            open={resetting}
            onClose={() => setResetting(false)}
          />
        </>
      ) : null}
    </Flex>
  );
}
