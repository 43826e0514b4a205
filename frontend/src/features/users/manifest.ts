import { resource } from '@shared/access/permission';
import type { FeatureManifest } from '../../lib/screen-manifest';

/**
 * Users and access administration (spec platform §2 Settings): listed in the
 * General settings group; each needs only its own Common resource read (§6), so
 * a non-admin with user rights sees just these.
 */
export const usersManifest: FeatureManifest = [
  {
    path: 'User/Users',
    title: 'Users',
    permission: resource('Common', 'User', 'R'),
    menu: true,
    group: 'General',
    description: 'People who use Karkhana, their branches and roles.',
    lazy: () => import('./routes/users-list'),
  },
  {
    path: 'User/User/:Id',
    title: 'User',
    permission: resource('Common', 'User', 'R'),
    guard: 'screen',
    lazy: () => import('./routes/user-edit'),
  },
  {
    path: 'settings/roles',
    title: 'Roles',
    permission: resource('Common', 'Role', 'R'),
    menu: true,
    group: 'General',
    description: 'What each role may see and do.',
    lazy: () => import('./routes/roles'),
  },
  {
    path: 'settings/Designations',
    title: 'Designations',
    permission: resource('Common', 'Desig', 'R'),
    menu: true,
    group: 'General',
    description: 'Job titles for users.',
    lazy: () => import('./routes/designations'),
  },
  {
    path: 'settings/Departments',
    title: 'Departments',
    permission: resource('Common', 'Dept', 'R'),
    menu: true,
    group: 'General',
    description: 'Departments users belong to.',
    lazy: () => import('./routes/departments'),
  },
];
