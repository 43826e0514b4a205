import { Button, CheckboxField, Flex, PasswordField, SelectField, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { email, phone } from '@shared/fields/contact-fields';
import { optionalOrEmpty } from '@shared/fields/optional-or-empty';
import { newPasswordField } from '@shared/identity/login-rules';
import type { User } from '@shared/users/user-schemas';
import { newUsernameField } from '@shared/users/user-schemas';
import { useForm } from 'react-hook-form';
import * as z from 'zod';

/** Form rules of the user screen; the server checks the same with the users schemas. */
const detailsSchema = z.object({
  Name: z.string().trim().min(1, 'This Field Is Required.').max(100),
  Email: optionalOrEmpty(email),
  Phone: optionalOrEmpty(phone),
  Desig: z.string().max(100),
  Dept: z.string().max(100),
  Tec: z.boolean(),
  DefEntId: z.string().min(1, 'This Field Is Required.'),
});
const newUserSchema = detailsSchema.extend({
  UserName: newUsernameField,
  Password: newPasswordField,
  RoleId: z.string().min(1, 'This Field Is Required.'),
});
export type UserFormValues = z.input<typeof newUserSchema>;

export type Choice = { value: string; label: string };

type Props = {
  user: User | undefined;
  branches: Choice[];
  roles: Choice[];
  designations: string[];
  departments: string[];
  readOnly: boolean;
  busy: boolean;
  onSubmit: (values: UserFormValues) => void;
};

/** Details of a user; a new user also gets a login name, an initial password and a role in the default branch. */
export function UserDetailsForm({ user, branches, roles, designations, departments, readOnly, busy, onSubmit }: Props) {
  const isNew = user === undefined;
  const { register, handleSubmit, formState, watch, setValue } = useForm<UserFormValues>({
    resolver: zodResolver(isNew ? newUserSchema : (detailsSchema as unknown as typeof newUserSchema)),
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
  const { errors } = formState;
  const fieldError = (name: keyof UserFormValues) => ({ hasError: errors[name] !== undefined, errorMessage: errors[name]?.message });

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <Flex direction="column" gap="medium" maxWidth="36rem">
        <TextField label="Name" isRequired isReadOnly={readOnly} {...fieldError('Name')} {...register('Name')} />
        {isNew ? (
          <>
            <TextField label="Username" isRequired autoComplete="off" {...fieldError('UserName')} {...register('UserName')} />
            <PasswordField label="Initial password" isRequired autoComplete="new-password" {...fieldError('Password')} {...register('Password')} />
          </>
        ) : (
          <TextField label="Username" value={user.UserName} isReadOnly />
        )}
        <TextField label="E-mail" type="email" isReadOnly={readOnly} {...fieldError('Email')} {...register('Email')} />
        <TextField label="Phone" isReadOnly={readOnly} {...fieldError('Phone')} {...register('Phone')} />
        <TextField label="Designation" list="kk-designations" isReadOnly={readOnly} {...fieldError('Desig')} {...register('Desig')} />
        <datalist id="kk-designations">
          {designations.map((d) => (
            <option key={d} value={d} />
          ))}
        </datalist>
        <TextField label="Department" list="kk-departments" isReadOnly={readOnly} {...fieldError('Dept')} {...register('Dept')} />
        <datalist id="kk-departments">
          {departments.map((d) => (
            <option key={d} value={d} />
          ))}
        </datalist>
        <SelectField label="Default branch" isDisabled={readOnly} {...fieldError('DefEntId')} {...register('DefEntId')}>
          {branches.map((b) => (
            <option key={b.value} value={b.value}>
              {b.label}
            </option>
          ))}
        </SelectField>
        {isNew ? (
          <SelectField label="Role" placeholder="Select a role" isRequired {...fieldError('RoleId')} {...register('RoleId')}>
            {roles.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </SelectField>
        ) : null}
        {/* Controlled: a checkbox with a value attribute would hand the form that string, not a boolean. */}
        <CheckboxField
          label="Technician (My Jobs)"
          name="Tec"
          value="yes"
          checked={watch('Tec') === true}
          isDisabled={readOnly}
          onChange={(e) => setValue('Tec', e.target.checked, { shouldDirty: true })}
        />
        {readOnly ? null : (
          <Flex justifyContent="flex-end">
            <Button type="submit" variation="primary" isLoading={busy} loadingText="Saving">
              {isNew ? 'Create user' : 'Save'}
            </Button>
          </Flex>
        )}
      </Flex>
    </form>
  );
}
