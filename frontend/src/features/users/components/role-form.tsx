import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import type { Industry } from '@shared/entity/entity-config';
import { roleCreateBody, type Role } from '@shared/users/role-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type * as z from 'zod';
import { Form, formResolver, FormTextField, setServerFieldErrors } from '../../../components/form';
import { toast } from '../../../components/toast/toast-store';
import { useCreateRole, useUpdateRole } from '../api/roles';
import { RoleEditor, type Choice, type EditableAccess } from './role-editor';

type Props = {
  /** The role being edited; undefined for a new custom role. */
  role: Role | undefined;
  canSave: boolean;
  onSaved: (role: Role) => void;
  industry: Industry;
  warehouses?: readonly Choice[];
};

/** The role's name, by the same rule the server applies; the access matrix keeps its own state. */
const nameSchema = roleCreateBody.pick({ Name: true });
type NameForm = z.input<typeof nameSchema>;

/** Name and access of a custom role; a predefined role is shown read-only. */
export function RoleForm({ role, canSave, onSaved, industry, warehouses }: Props) {
  const form = useForm<NameForm>({ resolver: formResolver(nameSchema), defaultValues: { Name: role?.Name ?? '' } });
  const [access, setAccess] = useState<EditableAccess>(
    () => (role?.Access as EditableAccess | undefined) ?? { Common: {} },
  );
  const [invalid, setInvalid] = useState<Record<string, string>>({});
  const create = useCreateRole();
  const update = useUpdateRole();
  const readOnly = role?.Predefined === true || !canSave;

  const save = form.handleSubmit(
    ({ Name }) => {
      if (Object.keys(invalid).length > 0) {
        toast.error(Messages.requiredFields);
        return;
      }
      // Admin flags belong to the Owner and Admin roles only; the server refuses them in a custom role.
      const { SA: _sa, EA: _ea, ...rest } = access;
      const body = { Name: Name.trim(), Access: rest };
      const done = (saved: Role) => {
        toast.success(Messages.saved);
        onSaved(saved);
      };
      const onError = (error: unknown) => setServerFieldErrors(form, error);
      if (role) update.mutate({ id: role.RoleId, ...body, ver: role.ver }, { onSuccess: done, onError });
      else create.mutate(body, { onSuccess: done, onError });
    },
    () => toast.error(Messages.requiredFields),
  );

  return (
    <Form form={form} onSubmit={save} aria-label={role ? `Role ${role.Name}` : 'New role'}>
      <Flex direction="column" gap="medium">
        {role?.Predefined ? (
          <Text variation="secondary">Predefined roles are read-only. Create a custom role to change rights.</Text>
        ) : null}
        <FormTextField<NameForm> name="Name" label="Role name" isRequired isReadOnly={readOnly} />
        <RoleEditor
          value={access}
          industry={industry}
          warehouses={warehouses}
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
            <Button
              type="submit"
              variation="primary"
              isLoading={create.isPending || update.isPending}
              loadingText="Saving"
            >
              Save role
            </Button>
          </Flex>
        )}
      </Flex>
    </Form>
  );
}
