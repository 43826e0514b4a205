import type { FieldError } from '@shared/api/errors';

/**
 * A refusal's field errors on `Lines.<i>.…` put under the lines they name: `sent` are the lines in the order the
 * body listed them, `idOf` the key a form keeps its problems by. Errors on other fields are left to the caller.
 */
export function problemsByLine<L>(
  errors: readonly FieldError[] | undefined,
  sent: readonly L[],
  idOf: (line: L) => string,
): Record<string, string> {
  return Object.fromEntries(
    (errors ?? []).flatMap((f) => {
      const i = /^Lines\.(\d+)\./.exec(f.path)?.[1];
      const line = i === undefined ? undefined : sent[Number(i)];
      return line === undefined ? [] : [[idOf(line), f.message]];
    }),
  );
}
