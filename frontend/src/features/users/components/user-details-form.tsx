import { Button, Flex } from '@aws-amplify/ui-react';
import { email, phone } from '@shared/fields/contact-fields';
import { optionalOrEmpty } from '@shared/fields/optional-or-empty';
import { newPasswordField } from '@shared/identity/login-rules';
import type { User } from '@shared/users/user-schemas';
import { newUsernameField } from '@shared/users/user-schemas';
import { useForm } from 'react-hook-form';
import * as z from 'zod';
import {
  Form,
  FormCheckboxField,
  FormPasswordField,
  formResolver,
  FormSelectField,
  FormTextField,
  ReadOnlyField,
  setServerFieldErrors,
} from '../../../components/form';

/** Form rules of the user screen; the server checks the same with the users schemas. */
const detailsSchema = z.object({
  Name: z.string().trim().min(1).max(100),
  Email: optionalOrEmpty(email),
  Phone: optionalOrEmpty(phone),
  Desig: z.string().max(100),
  Dept: z.string().max(100),
  Tec: z.boolean(),
  DefEntId: z.string().min(1),
});
const newUserSchema = detailsSchema.extend({
  UserName: newUsernameField,
  Password: newPasswordField,
  RoleId: z.string().min(1),
});
export type UserFormValues = z.input<typeof newUserSchema>;
/**
 * Editing a user: the login fields (username, initial password, role) are not on
 * the form, so they pass unchecked as they started, empty; the edit call never
 * sends them.
 */
const existingUserSchema = detailsSchema.extend({ UserName: z.string(), Password: z.string(), RoleId: z.string() });

export type Choice = { value: string; label: string };

/**
 * Designation and Department are picked from their managed lists (settings); a
 * value saved before it left the list stays shown, so saving never drops it.
 */
const listChoices = (names: readonly string[], saved: string | undefined): Choice[] =>
  [...(saved && !names.includes(saved) ? [saved] : []), ...names].map((name) => ({ value: name, label: name }));

type Props = {
  user: User | undefined;
  branches: Choice[];
  roles: Choice[];
  designations: string[];
  departments: string[];
  readOnly: boolean;
  busy: boolean;
  /** Saves; a rejection with field errors (a taken username) puts them on the fields. */
  onSubmit: (values: UserFormValues) => Promise<unknown>;
};

/** Details of a user; a new user also gets a login name, an initial password and a role in the default branch. */
export function UserDetailsForm({ user, branches, roles, designations, departments, readOnly, busy, onSubmit }: Props) {
  const isNew = user === undefined;
  const form = useForm<UserFormValues>({
    resolver: formResolver<UserFormValues, z.output<typeof newUserSchema>>(isNew ? newUserSchema : existingUserSchema),
    defaultValues: {
      Name: user?.Name ?? '',
      Email: user?.Email ?? '',
      Phone: user?.Phone ?? '',
      Desig: user?.Desig ?? '',
      Dept: user?.Dept ?? '',
      Tec: user?.Tec ?? false,
      DefEntId: user?.DefEntId ?? branches[0]?.value ?? '',
      UserName: '',
      Password: '',
      RoleId: '',
    },
  });
  const save = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      setServerFieldErrors(form, error);
    }
  });

  return (
    <Form form={form} onSubmit={(event) => void save(event)}>
      <Flex direction="column" gap="medium" maxWidth="36rem">
        <FormTextField<UserFormValues> name="Name" label="Name" isRequired isReadOnly={readOnly} />
        {isNew ? (
          <>
            <FormTextField<UserFormValues> name="UserName" label="Username" isRequired autoComplete="off" />
            <FormPasswordField<UserFormValues>
              name="Password"
              label="Initial password"
              isRequired
              autoComplete="new-password"
            />
          </>
        ) : (
          <ReadOnlyField label="Username" value={user.UserName} />
        )}
        <FormTextField<UserFormValues> name="Email" label="E-mail" type="email" isReadOnly={readOnly} />
        <FormTextField<UserFormValues> name="Phone" label="Phone" isReadOnly={readOnly} />
        <FormSelectField<UserFormValues>
          name="Desig"
          label="Designation"
          placeholder="None"
          isDisabled={readOnly}
          options={listChoices(designations, user?.Desig)}
        />
        <FormSelectField<UserFormValues>
          name="Dept"
          label="Department"
          placeholder="None"
          isDisabled={readOnly}
          options={listChoices(departments, user?.Dept)}
        />
        <FormSelectField<UserFormValues>
          name="DefEntId"
          label="Default branch"
          isDisabled={readOnly}
          options={branches}
        />
        {isNew ? (
          <FormSelectField<UserFormValues>
            name="RoleId"
            label="Role"
            placeholder="Select a role"
            isRequired
            options={roles}
          />
        ) : null}
        <FormCheckboxField<UserFormValues> name="Tec" label="Technician (My Jobs)" isDisabled={readOnly} />
        {readOnly ? null : (
          <Flex justifyContent="flex-end">
            <Button type="submit" variation="primary" isLoading={busy} loadingText="Saving">
              {isNew ? 'Create user' : 'Save'}
            </Button>
          </Flex>
        )}
      </Flex>
    </Form>
  );
}
