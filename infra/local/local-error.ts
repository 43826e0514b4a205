/** A start-up problem explained in one line (no stack trace) to the person running `npm start`. */
export class LocalStartError extends Error {
  override name = 'LocalStartError';
}
