import { domainField, passwordField, usernameField } from '@shared/identity/login-rules';
import * as z from 'zod/mini';

/**
 * The login form, spec platform §5 'Login', from the same field rules the
 * Authenticate call checks on the server. The domain is only asked for when the
 * host does not name the tenant. `zod/mini`, like the rules: this is on the
 * login page's first load.
 */
export const loginFormSchema = (askDomain: boolean) =>
  z.object({
    domain: askDomain ? domainField : z.string(),
    username: usernameField,
    password: passwordField,
    remember: z.boolean(),
    keepLoggedIn: z.boolean(),
  });

export type LoginFormInput = z.input<ReturnType<typeof loginFormSchema>>;
export type LoginFormValues = z.output<ReturnType<typeof loginFormSchema>>;

/** Spaces never belong in a domain: they go as soon as the field is left (spec §5). */
export const stripSpaces = (value: string): string => value.replace(/\s+/g, '');
