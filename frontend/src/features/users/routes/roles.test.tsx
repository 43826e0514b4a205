import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { PREDEFINED_ROLES } from '@shared/access/roles';
import type { Role } from '@shared/users/role-schemas';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionFromLogin, sessionQueryKey } from '../../../lib/session';
import { loginAnswer } from '../../../components/testing/fixtures';
import { injectStyles } from '../../../components/testing/inject-styles';
import { rolesQueryOptions } from '../api/roles';
import { Component as RolesScreen } from './roles';

afterEach(cleanup);

describe('roles screen look', () => {
  it('lists role names from the start of a column as wide as its names', () => {
    const remove = injectStyles('frontend/src/app/styles.css');
    const roles = PREDEFINED_ROLES.map((role, index) => ({
      ...role,
      RoleId: `r${index}`,
      ver: 1,
    })) as unknown as Role[];
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionQueryKey, sessionFromLogin(loginAnswer()));
    queryClient.setQueryData(rolesQueryOptions.queryKey, roles);
    render(
      <QueryClientProvider client={queryClient}>
        <RolesScreen />
      </QueryClientProvider>,
    );
    const list = screen.getByRole('navigation', { name: 'Roles' });
    const names = within(list).getAllByRole('button');
    expect(names.length).toBe(PREDEFINED_ROLES.length);
    for (const name of names) expect(getComputedStyle(name).justifyContent).toBe('flex-start');
    remove();
  });
});
