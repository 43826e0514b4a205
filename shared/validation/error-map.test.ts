import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { humanMessages } from './error-map';

const messageOf = (schema: z.ZodType, value: unknown): string | undefined =>
  schema.safeParse(value, humanMessages).error?.issues[0]?.message;

describe('humanIssueMessage: what a person reads when a value is refused', () => {
  it.each([
    ['a name over 100 characters', z.string().max(100), 'x'.repeat(101), 'Use at most 100 characters.'],
    ['an op code over 30 characters', z.string().max(30), 'x'.repeat(31), 'Use at most 30 characters.'],
    ['an empty required text', z.string().min(1), '', 'This Field Is Required.'],
    ['a trimmed blank text', z.string().trim().min(1), '   ', 'This Field Is Required.'],
    ['a too short text', z.string().min(2), 'a', 'Use at least 2 characters.'],
    ['a missing value', z.object({ Name: z.string() }), {}, 'This Field Is Required.'],
    ['a number above the range', z.number().max(5), 6, 'Enter 5 or less.'],
    ['a number below the range', z.number().min(1), 0, 'Enter 1 or more.'],
    ['a fraction where a whole number is needed', z.number().int(), 1.5, 'Enter a whole number.'],
    ['text where a number is needed', z.number(), 'abc', 'Enter a number.'],
    ['a malformed e-mail', z.email(), 'a@', 'Enter a valid e-mail address.'],
    ['a value off the list', z.enum(['A4', 'A5']), 'A3', 'Choose one of the options.'],
    ['a pattern mismatch', z.string().regex(/^\d{6}$/), '12', 'Enter Valid Data'],
    ['too many entries', z.array(z.string()).max(2), ['a', 'b', 'c'], 'Add at most 2.'],
    ['an unknown key', z.strictObject({ A: z.string() }), { A: 'x', B: 1 }, 'Not a field of this form: B.'],
  ])('%s', (_case, schema, value, expected) => {
    expect(messageOf(schema, value)).toBe(expected);
  });

  it("keeps a rule's own message", () => {
    expect(messageOf(z.string().max(5, 'Keep it short.'), 'x'.repeat(6))).toBe('Keep it short.');
  });

  it('never lets a developer text through', () => {
    const schema = z.object({
      Name: z.string().max(100),
      Copies: z.number().int().min(1).max(5),
      Size: z.enum(['A4']),
    });
    const issues = schema.safeParse({ Name: 'x'.repeat(200), Copies: 9, Size: 'B' }, humanMessages).error?.issues ?? [];
    for (const issue of issues) expect(issue.message).not.toMatch(/Too big|Too small|expected|Invalid/);
  });
});
