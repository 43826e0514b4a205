import { FieldMessages } from '../validation/field-messages';
import { LoginMessages, LoginThrottleMessages } from '../identity/login-messages';
import { CommonMessages } from '../messages/common-messages';
import { ErrorMappingMessages } from './error-mapping-messages';

/**
 * Message texts of the spec's catalogue (platform §5, §8; service-documents §8),
 * spelled exactly as the spec writes them. Texts the spec leaves open are marked
 * "ours" and are listed in docs/decisions.md.
 */
export const Messages = {
  // platform §8 error mapping, and the login error
  ...ErrorMappingMessages,

  // login and session
  ...LoginMessages,
  logoutConfirm: 'Are you sure you want to log out?',
  branchSwitched: 'Switched to the new branch successfully.',
  passwordChanged: 'Password Changed Successfully.',
  passwordChangeFailed: 'Failed To Change Password. Please Try Again.',
  currentPasswordInvalid: 'Current Password is Invalid. Please Try Again.',
  confirmPasswordMismatch: 'Confirm Password does not Match with New Password.',
  settingsUpdated: 'Seems like settings has been updated. Window refresh is required...',
  newVersion: "Newer version of the app is available. It's a quick refresh away!",

  // connectivity
  offline: 'You are not connected to internet',
  online: 'You are connected to internet',

  // access
  unauthorisedPage: 'Sorry You Are Unauthorised To Access This Page.',
  noFeatures: "It seems you don't have permission to access any features in this branch.",

  // general
  saved: 'Saved Successfully.',
  updated: 'Updated Successfully.',
  deleted: 'Deleted Successfully.',
  cancelled: 'Cancelled Successfully.',
  requiredFields: 'Enter all required fields..',
  fieldRequired: FieldMessages.required,
  enterValidData: FieldMessages.invalid,
  searchNeedsField: CommonMessages.searchNeedsField,
  ownershipEnded: 'Ownership Ended Successfully.',
  ownershipAssigned: 'Ownership Assigned Successfully.',

  // ours: texts the spec does not show
  sessionEnded: 'Your session has ended. Please log in again.',
  ...LoginThrottleMessages,
  forbidden: "You don't have permission to do this.",
  invalidJson: 'The request body is not valid JSON.',
  bodyTooLarge: 'The request is too large.',
  validationFailed: 'Some fields are not valid.',
  conflict: CommonMessages.conflict,
  loggedOut: 'Logged out successfully.',
  sessionDeactivated: 'Session ended successfully.',
  otpSent: 'If the account exists, a 6-digit code has been sent to it.',
  /**
   * Every refused code, whatever the reason (wrong, expired, used up, or no such
   * account): one answer, so a guess tells nothing about whether the account exists.
   */
  otpInvalid: 'The code is not valid or has expired. Please check it, or request a new one.',
  otpResendTooSoon: 'Please wait 30 seconds before requesting another code.',
  passwordReset: 'Password has been reset. Please log in with the new password.',
  resetLinkInvalid: 'This password reset is no longer valid. Please start again.',
  routeNotFound: 'This call does not exist.',
  malformedAddress: 'The address of this call is not valid.',
  numberOutOfRange: 'Enter a number of at most 15 digits.',
  nestedTooDeeply: 'This value nests too deeply.',
  serverBusy: 'The server is busy. Please try again in a few seconds.',
} as const;
