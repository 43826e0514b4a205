/** Login form texts, spelled as the spec writes them (platform §5 'Login'). */
export const LoginMessages = {
  enterCorrectDomain: 'Please Enter Correct Domain Name.',
  enterCorrectUsername: 'Please Enter Correct Username.',
  enterCorrectPassword: 'Please Enter Correct Password.',
  enterValidPassword: 'Please Enter Valid Password.',
} as const;

/**
 * Answers (429) of a refused login or reset-code guess; ours, the spec shows none.
 * The numbers are the throttle's (docs/login-throttling.md); the answer's
 * `retry-after` header carries the exact wait when there is one.
 */
export const LoginThrottleMessages = {
  /** This account from this address: strict lock after its last allowed failure. */
  lockedOut: 'Too many failed attempts. Please try again in 15 minutes.',
  /** This address, across accounts. */
  tooManyFromAddress: 'Too many failed attempts from this network. Please try again in 15 minutes.',
  /** This account from anywhere: a growing delay (at most a minute), never a lock. */
  accountSlowedDown: 'Too many failed attempts for this account. Please wait a minute and try again.',
  /** Reset codes: the daily cap of wrong codes for the account or the address. */
  otpGuessLimit: 'Too many wrong codes today. Please try again tomorrow.',
} as const;
