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
