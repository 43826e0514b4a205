import type * as z from 'zod';
import { FieldMessages } from './field-messages';

type RawIssue = z.core.$ZodRawIssue;

const isBlank = (input: unknown): boolean => input === undefined || input === null;
const bound = (value: number | bigint | Date | unknown): string =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value);

function tooBig(issue: Extract<RawIssue, { code: 'too_big' }>): string {
  const max = Number(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return FieldMessages.atMostChars(issue.inclusive === false ? max - 1 : max);
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive === false
        ? FieldMessages.lessThan(bound(issue.maximum))
        : FieldMessages.atMost(bound(issue.maximum));
    case 'array':
    case 'set':
      return FieldMessages.atMostEntries(max);
    case 'date':
      return FieldMessages.earlierDate;
    case 'file':
      return FieldMessages.fileTooLarge;
    default:
      return FieldMessages.invalid;
  }
}

function tooSmall(issue: Extract<RawIssue, { code: 'too_small' }>): string {
  const min = Number(issue.minimum);
  switch (issue.origin) {
    case 'string': {
      const least = issue.inclusive === false ? min + 1 : min;
      // An empty text where one is needed is the spec's 'required', not a length.
      return least <= 1 ? FieldMessages.required : FieldMessages.atLeastChars(least);
    }
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive === false
        ? FieldMessages.moreThan(bound(issue.minimum))
        : FieldMessages.atLeast(bound(issue.minimum));
    case 'array':
    case 'set':
      return min <= 1 ? FieldMessages.required : FieldMessages.atLeastEntries(min);
    case 'date':
      return FieldMessages.laterDate;
    default:
      return FieldMessages.invalid;
  }
}

function invalidType(issue: Extract<RawIssue, { code: 'invalid_type' }>): string {
  if (isBlank(issue.input)) return FieldMessages.required;
  switch (issue.expected) {
    case 'number':
    case 'bigint':
    case 'nan':
      return FieldMessages.number;
    case 'int':
      return FieldMessages.wholeNumber;
    case 'date':
      return FieldMessages.date;
    default:
      return FieldMessages.invalid;
  }
}

function invalidFormat(issue: Extract<RawIssue, { code: 'invalid_format' }>): string {
  switch (issue.format) {
    case 'email':
      return FieldMessages.email;
    case 'url':
      return FieldMessages.webAddress;
    case 'date':
    case 'datetime':
    case 'time':
      return FieldMessages.date;
    default:
      return FieldMessages.invalid;
  }
}

/**
 * Zod's error map for every schema of the app, server and browser alike: the
 * message for a refused value when the schema did not give one. Zod's own
 * texts ('Too big: expected string to have <=100 characters') are written for
 * developers and must never reach a person. A message a rule sets itself
 * (`.max(500, 'Keep the header within 500 characters.')`) still wins, because
 * zod asks the map only for issues without one.
 */
export function humanIssueMessage(issue: RawIssue): string {
  switch (issue.code) {
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_type':
      return invalidType(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'invalid_value':
      return isBlank(issue.input) || issue.input === '' ? FieldMessages.required : FieldMessages.choose;
    case 'not_multiple_of':
      return FieldMessages.multipleOf(bound(issue.divisor));
    case 'unrecognized_keys':
      return FieldMessages.unknownFields(issue.keys);
    default:
      return FieldMessages.invalid;
  }
}

/** The parse options that put {@link humanIssueMessage} on one `safeParse`. */
export const humanMessages = { error: humanIssueMessage } as const;
