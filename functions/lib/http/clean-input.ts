import { ApiError, ErrorCode, type FieldError } from '@shared/api/errors';
import { Messages } from '@shared/api/messages';
import { cleanText, textFault, TextMessages } from '@shared/fields/clean-text';

/**
 * The rules every value of every request meets before its call's schema sees it
 * (docs/decisions.md 'One rule for every value of every request'). Checked once here
 * rather than in hundreds of schemas, so no free-form field (print options, notifier
 * settings, anything a schema keeps as sent) can carry what DynamoDB would refuse with
 * a 500 or what would mislead the next reader:
 * - text: shared/fields/clean-text.ts (no control, bidi or broken characters; NFC);
 * - numbers: finite and within ±2^53 (JSON's 1e400 parses as Infinity, and
 *   1e200 is beyond what DynamoDB stores);
 * - nesting: at most MAX_DEPTH levels of objects and arrays.
 */
export const MAX_DEPTH = 12;

type Walk = { errors: FieldError[] };

const pathOf = (path: readonly (string | number)[]): string => path.map(String).join('.');

function clean(value: unknown, path: (string | number)[], depth: number, walk: Walk): unknown {
  if (walk.errors.length > 0) return value;
  if (typeof value === 'string') {
    const fault = textFault(value);
    if (fault) walk.errors.push({ path: pathOf(path), message: fault });
    return cleanText(value);
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) {
      walk.errors.push({ path: pathOf(path), message: Messages.numberOutOfRange });
    }
    return value;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) {
    walk.errors.push({ path: pathOf(path), message: Messages.nestedTooDeeply });
    return value;
  }
  if (Array.isArray(value)) return value.map((item, i) => clean(item, [...path, i], depth + 1, walk));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const keyFault = textFault(key);
    if (keyFault) walk.errors.push({ path: pathOf([...path, key]), message: keyFault });
    out[cleanText(key)] = clean(item, [...path, key], depth + 1, walk);
  }
  return out;
}

/**
 * The cleaned copy of a parsed JSON body, or a 400 naming the first field that
 * breaks a rule. Nothing has been read or written when this throws.
 */
export function cleanBody(value: unknown): unknown {
  const walk: Walk = { errors: [] };
  const cleaned = clean(value, [], 0, walk);
  if (walk.errors.length > 0) throw new ApiError(ErrorCode.BadRequest, walk.errors[0]!.message, walk.errors);
  return cleaned;
}

/**
 * Path and query values: the same text rules. A value that is not well-formed
 * text is a bad address (it came from a broken URL); one with hidden characters
 * is refused with the text rule's message, naming the parameter.
 */
export function cleanAddressValues(
  values: Record<string, string | undefined> | undefined,
  part: 'params' | 'query',
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    if (value === undefined) continue;
    const fault = textFault(value);
    if (fault === TextMessages.malformed) throw new ApiError(ErrorCode.BadRequest, Messages.malformedAddress);
    if (fault) throw new ApiError(ErrorCode.BadRequest, fault, [{ path: `${part}.${name}`, message: fault }]);
    out[name] = cleanText(value);
  }
  return out;
}
