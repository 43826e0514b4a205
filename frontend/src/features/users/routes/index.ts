/**
 * Screens of users and access administration (spec platform §2 Settings):
 * User/Users, User/User/New and User/User/{Id}, settings/roles,
 * settings/Designations, settings/Departments. Each is a lazy chunk.
 */
export const userScreens = [
  { path: 'User/Users', lazy: () => import('./users-list') },
  { path: 'User/User/:Id', lazy: () => import('./user-edit') },
  { path: 'settings/roles', lazy: () => import('./roles') },
  { path: 'settings/Designations', lazy: () => import('./designations') },
  { path: 'settings/Departments', lazy: () => import('./departments') },
];
