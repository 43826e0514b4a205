/**
 * The optional texts of a form that hold something, trimmed: blank ones are
 * left out of the request rather than stored empty.
 */
export function filledTexts(texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(texts)
      .map(([key, value]) => [key, value.trim()])
      .filter(([, value]) => value !== ''),
  );
}

/**
 * @deprecated Import `setServerFieldErrors` from `components/form`: the one
 * helper for server field errors, nested paths included. Kept for the quick
 * list until its line grid moves to the kit.
 */
export { setServerFieldErrors } from '../components/form/set-server-field-errors';
