/**
 * What any text a person sends may contain (docs/decisions.md 'One rule for every value
 * of every request'), one rule for every field of every call: no NUL or other control
 * characters (tab, line feed and carriage return are ordinary text in notes and terms),
 * no lone UTF-16 surrogates (what broken encodings leave behind, and what DynamoDB
 * refuses), and no bidirectional override or isolate characters, which can make a
 * harmless-looking name display as something else ("Trojan Source"). Accepted text is
 * stored in Unicode normal form C, so "é" typed two ways is one value.
 */

/** C0 controls except \t \n \r, DEL, and the C1 controls: finding them is this rule's purpose. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** LRE, RLE, PDF, LRO, RLO and LRI, RLI, FSI, PDI. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const TextMessages = {
  control: 'Remove the hidden control characters from this text.',
  bidi: 'Remove the hidden text-direction characters from this text.',
  malformed: 'This text is not valid Unicode.',
} as const;

/** Why a text is refused, or undefined when it is acceptable. */
export function textFault(value: string): string | undefined {
  if (LONE_SURROGATE.test(value)) return TextMessages.malformed;
  if (CONTROL.test(value)) return TextMessages.control;
  if (BIDI_CONTROL.test(value)) return TextMessages.bidi;
  return undefined;
}

/** The stored form of an accepted text. */
export const cleanText = (value: string): string => value.normalize('NFC');
