import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { humanMessages } from './error-map';
import { withoutAnswerFields } from './answer-fields';

const line = z.object({ _id: z.string(), Qty: z.number(), NetAmt: z.number().optional() });
const body = z.strictObject({
  ver: z.number(),
  Name: z.string().optional(),
  Lines: z.array(line.strict()).optional(),
  Addr: z.strictObject({ City: z.string().optional() }).optional(),
  PrOptions: z.object({ Logo: z.boolean().optional() }).catchall(z.unknown()).optional(),
});
const answer = z
  .object({
    _id: z.string(),
    ver: z.number(),
    Name: z.string().optional(),
    Lines: z.array(line.extend({ Total: z.number() })),
    Addr: z.object({ City: z.string(), CityName: z.string() }),
  })
  .and(
    z.object({
      Totals: z.object({ Grand: z.number() }),
      Actions: z.array(z.string()),
      PrOptions: z.object({ Logo: z.boolean(), Size: z.string() }),
    }),
  );

describe('a record read can be sent back', () => {
  const read = {
    _id: 'R1',
    ver: 3,
    Name: 'Asha',
    Lines: [{ _id: 'L1', Qty: 2, NetAmt: 10, Total: 12 }],
    Addr: { City: 'Pune', CityName: 'Pune' },
    Totals: { Grand: 12 },
    Actions: ['Approve'],
    PrOptions: { Logo: true, Size: 'A4' },
  };

  it('drops what only the answer has, at every level, and the strict body then takes it', () => {
    const sent = withoutAnswerFields({ ...read, Name: 'Asha Rao' }, body, answer);
    expect(sent).toEqual({
      ver: 3,
      Name: 'Asha Rao',
      Lines: [{ _id: 'L1', Qty: 2, NetAmt: 10 }],
      Addr: { City: 'Pune' },
      PrOptions: { Logo: true, Size: 'A4' },
    });
    expect(body.safeParse(sent).success).toBe(true);
  });

  it('still refuses a key the record never has, naming it', () => {
    const sent = withoutAnswerFields(
      { ...read, Nmae: 'typo', Lines: [{ _id: 'L1', Qty: 1, Colour: 'red' }] },
      body,
      answer,
    );
    const issues = body.safeParse(sent, humanMessages).error?.issues ?? [];
    expect(issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['Lines.0', 'Not a field of this form: Colour.'],
      ['', 'Not a field of this form: Nmae.'],
    ]);
  });

  it('leaves values alone where a schema is not an object', () => {
    expect(withoutAnswerFields('text', body, answer)).toBe('text');
    expect(withoutAnswerFields({ a: 1 }, z.string(), answer)).toEqual({ a: 1 });
  });
});
