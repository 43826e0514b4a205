/**
 * The texts of the spec's error mapping (platform §8) and the login error: what
 * the app needs before anything else has loaded. Part of `Messages`
 * (messages.ts), kept in a module of its own so the start-up code does not carry
 * the whole catalogue (the login route's byte budget, docs/decisions.md 'Login route size').
 */
export const ErrorMappingMessages = {
  horriblyWrong: 'Something went horribly wrong. Please try again.',
  horriblyWrongShort: 'Something went horribly wrong.',
  horriblyWrongProd: 'Something went horribly wrong. Please try again..',
  cannotConnect: 'Unable to connect to the Server at the moment, Please try again after a few moments.',
  noInternet: 'No Internet Access.Check your network and try again.',
  duplicate: 'Duplicate',
  notFound: 'Not Found',
  wrongCredentials: 'Username/Password is Wrong.',
} as const;
