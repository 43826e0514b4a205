import { Button, Flex, Text, TextField } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import type { Role } from '@shared/users/role-schemas';
import { useState } from 'react';
import { toast } from '../../../components/toast/toast-store';
import { useCreateRole, useUpdateRole } from '../api/roles';
import { RoleEditor, type EditableAccess } from './role-editor';

type Props = {
  /** The role being edited; undefined for a new custom role. */
  role: Role | undefined;
  canSave: boolean;
  onSaved: (role: Role) => void;
};

/** Name and access of a custom role; a predefined role is shown read-only. */
export function RoleForm({ role, canSave, onSaved }: Props) {
  const [name, setName] = useState(role?.Name ?? '');
  const [access, setAccess] = useState<EditableAccess>(() => (role?.Access as EditableAccess | undefined) ?? { Common: {} });
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const create = useCreateRole();
  const update = useUpdateRole();
  const readOnly = role?.Predefined === true || !canSave;
  const nameMissing = name.trim() === '';

  const save = () => {
    if (nameMissing || Object.keys(invalid).length > 0) {
      toast.error(Messages.requiredFields);
      return;
    }
    // Admin flags belong to the Owner and Admin roles only; the server refuses them in a custom role.
    const { SA: _sa, EA: _ea, ...rest } = access;
    const body = { Name: name.trim(), Access: rest };
    const done = (saved: Role) => {
      toast.success(Messages.saved);
      onSaved(saved);
    };
    if (role) update.mutate({ id: role.RoleId, ...body, ver: role.ver }, { onSuccess: done });
    else create.mutate(body, { onSuccess: done });
  };

  return (
    <Flex direction="column" gap="medium">
      {role?.Predefined ? <Text variation="secondary">Predefined roles are read-only. Create a custom role to change rights.</Text> : null}
      <TextField
        label="Role name"
        value={name}
        isRequired
        isReadOnly={readOnly}
        hasError={!readOnly && nameMissing}
        errorMessage={Messages.fieldRequired}
        onChange={(e) => setName(e.target.value)}
      />
      <RoleEditor
        value={access}
        readOnly={readOnly}
        onChange={setAccess}
        onInvalid={(field, message) =>
          setInvalid((old) => {
            const next = { ...old };
            if (message) next[field] = message;
            else delete next[field];
            return next;
          })
        }
      />
      {Object.values(invalid).map((message) => (
        <Text key={message} variation="error">
          {message}
        </Text>
      ))}
      {readOnly ? null : (
        <Flex justifyContent="flex-end">
          <Button variation="primary" onClick={save} isLoading={create.isPending || update.isPending} loadingText="Saving">
            Save role
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
