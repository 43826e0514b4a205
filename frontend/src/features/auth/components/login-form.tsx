import { ErrorMappingMessages as Messages } from '@shared/api/error-mapping-messages';
import type { LoginResponse } from '@shared/api/routes/iam';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { dismissFailureToasts, notifyError, toast } from '../../../components/toast/toast-store';
import { ActionButton, Checkbox, PasswordInput, TextInput } from '../../../components/ui/light-controls';
import { toClientError } from '../../../lib/api-error';
import { storeLogin } from '../../../lib/session';
import { rememberedLogin, rememberLogin } from '../../../lib/token-storage';
import { useAuthenticate } from '../api/authenticate';
import { flatResolver } from './login-resolver';
import { loginFormSchema, stripSpaces, type LoginFormInput, type LoginFormValues } from './login-schema';

export type LoginFormProps = {
  /** The tenant domain the host names, or undefined when the user must type it. */
  hostDomain: string | undefined;
  onSuccess: (login: LoginResponse) => void;
  onForgotPassword?: () => void;
  /** The login modal knows who was logged in: it pre-fills and locks nothing, but starts there. */
  initial?: { username?: string; domain?: string };
};

/**
 * Spec platform §2 'Login screen' and §4 'Login and session'. Used by the login
 * page and by the login modal a 401 opens.
 */
export function LoginForm({ hostDomain, onSuccess, onForgotPassword, initial }: LoginFormProps) {
  const askDomain = hostDomain === undefined;
  const schema = useMemo(() => loginFormSchema(askDomain), [askDomain]);
  const remembered = useMemo(() => rememberedLogin(), []);
  const queryClient = useQueryClient();
  const login = useAuthenticate();

  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<LoginFormInput, unknown, LoginFormValues>({
    resolver: flatResolver(schema),
    defaultValues: {
      domain: initial?.domain ?? remembered.domain ?? '',
      username: initial?.username ?? remembered.username ?? '',
      password: '',
      remember: remembered.username !== undefined,
      keepLoggedIn: false,
    },
  });

  const submit = handleSubmit((values) => {
    const domain = askDomain ? values.domain : hostDomain;
    login.mutate(
      { username: values.username, password: values.password, domain, KeepLoggedIn: values.keepLoggedIn },
      {
        onSuccess: (answer) => {
          // The failed attempts (and the expiry that opened a login modal) are answered now.
          dismissFailureToasts();
          storeLogin(queryClient, answer, values.keepLoggedIn);
          rememberLogin(values.remember, { username: values.username, domain });
          onSuccess(answer);
        },
        onError: (error) => {
          const failure = toClientError(error);
          if (failure.code === 401) toast.error(Messages.wrongCredentials);
          else notifyError(failure);
        },
      },
    );
  });

  const domainField = register('domain');
  return (
    <form onSubmit={submit} noValidate aria-label="Login" className="kk-stack">
      {askDomain ? (
        <TextInput
          label="Domain"
          autoComplete="organization"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.domain?.message}
          {...domainField}
          onBlur={(event) => {
            setValue('domain', stripSpaces(event.target.value));
            return domainField.onBlur(event);
          }}
        />
      ) : null}
      <TextInput
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="kk-row">
        <Checkbox label="Remember me" {...register('remember')} />
        <Checkbox label="Keep me logged in" {...register('keepLoggedIn')} />
      </div>
      <ActionButton type="submit" variation="primary" fullWidth loading={login.isPending}>
        Login
      </ActionButton>
      <div className="kk-row kk-row--spread">
        <p className="amplify-text amplify-text--secondary kk-small">
          Forgot your login details? Please contact your administrator.
        </p>
        {onForgotPassword ? (
          <ActionButton variation="link" size="small" onClick={onForgotPassword}>
            Forgot password
          </ActionButton>
        ) : null}
      </div>
    </form>
  );
}
