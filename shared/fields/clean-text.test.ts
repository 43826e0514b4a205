import { describe, expect, it } from 'vitest';
import { cleanText, textFault, TextMessages } from './clean-text';

describe('text any field may hold', () => {
  it.each([
    ['plain text', 'Front bumper — replace'],
    ['Devanagari', 'कर्णाटक मोटर्स'],
    ['tab, line feed and carriage return', 'line one\r\nline two\tend'],
    ['emoji (a surrogate pair)', 'Thanks 🙏'],
  ])('accepts %s', (_, text) => expect(textFault(text)).toBeUndefined());

  it.each([
    ['NUL', 'abc\u0000def', TextMessages.control],
    ['escape', '\u001b[31mred', TextMessages.control],
    ['DEL', 'a\u007fb', TextMessages.control],
    ['a C1 control', 'a\u0085b', TextMessages.control],
    ['right-to-left override', 'invoice\u202Efdp.exe', TextMessages.bidi],
    ['first-strong isolate', 'a\u2068b', TextMessages.bidi],
    ['a lone high surrogate', 'a\uD83Db', TextMessages.malformed],
    ['a lone low surrogate', '\uDE4Fx', TextMessages.malformed],
  ])('refuses %s', (_, text, message) => expect(textFault(text)).toBe(message));

  it('stores text in normal form C', () => {
    const decomposed = 'Cafe\u0301';
    expect(cleanText(decomposed)).toBe('Caf\u00e9');
    expect(cleanText(decomposed)).toHaveLength(4);
  });
});
