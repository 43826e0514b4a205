/**
 * Texts of the users and access administration (ours: the spec shows none for
 * these refusals). Listed in docs/decisions-users.md.
 */
export const UsersMessages = {
  lastAdmin: 'You are the last admin of this branch and cannot remove your own admin right.',
  usernameTaken: 'This username is already taken.',
  usernameRule: 'Use 3 to 50 letters, digits, dots, hyphens or underscores.',
  emailTaken: 'This e-mail is already used by another user.',
  phoneTaken: 'This phone number is already used by another user.',
  userNotFound: 'User not found.',
  branchNotFound: 'Branch not found.',
  roleNotFound: 'Role not found.',
  roleNameTaken: 'A role with this name already exists.',
  roleInUse: 'This role is given to users. Give them another role first.',
  roleTooManyHolders: 'This role is given to too many users to change at once.',
  predefinedReadOnly: 'Predefined roles cannot be changed.',
  customRoleNoAdmin: 'A custom role cannot carry the SA or EA flag; use the Owner or Admin role.',
  cannotGrantRole: 'You cannot give or take away a role with more admin rights than your own.',
  noRightsInBranch: "You don't have permission to manage users in that branch.",
  cannotDeactivateSelf: 'You cannot deactivate yourself.',
  noAccessInBranch: 'This user has no access in that branch.',
  defaultBranchNeedsAccess: 'The default branch must be one the user has access to.',
  lastBranch: 'A user needs access to at least one branch; deactivate the user instead.',
  nameTaken: 'This name already exists.',
  notFound: 'Not found.',
  userCreated: 'User Created Successfully.',
  passwordReset: 'Password has been reset. The user has been logged out everywhere.',
} as const;
