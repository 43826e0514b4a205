import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { counterKey } from './document-keys';
import { commitWithNumber } from './document-numbering';
import { financialYear, formatNumber } from './document-numbers';
import { readCounter, takeTicket } from './number-queue';

/** A numbered change that writes nothing but its number (the counter and the pointer). */
const numberOnly = (orgId: string, docId: string, refuse = false) =>
  commitWithNumber({ orgId, entId: 'B1', series: 'TST', date: '2026-11-28', docId, busy: 'busy' }, (claim) => {
    if (refuse) throw new Error('refused before writing');
    return { prewrites: [], writes: [], result: claim.Num };
  });

const fy = financialYear('2026-11-28');
const num = (n: number) => formatNumber('TST', fy, n);

describe('the queue at a gapless counter', () => {
  it('serves concurrent changes one at a time: consecutive numbers, none twice, the queue left idle', async () => {
    const orgId = `queue-${ulid()}`;
    const taken = await Promise.all(Array.from({ length: 8 }, (_, i) => numberOnly(orgId, `D${i}`)));
    expect([...taken].sort()).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map(num));
    const counter = await readCounter(counterKey(orgId, 'B1', 'TST', fy));
    expect(counter).toMatchObject({ Next: 9, Ticket: 8, Serving: 9 });
  });

  it('passes over a ticket whose holder stopped, and a change refused before writing gives its turn back', async () => {
    const orgId = `queue-${ulid()}`;
    // A holder that took the first ticket and never came back (a Lambda that stopped).
    await takeTicket(counterKey(orgId, 'B1', 'TST', fy));
    const refused = numberOnly(orgId, 'R', true).catch((e: unknown) => (e as Error).message);
    const [first, second] = await Promise.all([numberOnly(orgId, 'A'), numberOnly(orgId, 'B')]);
    expect(await refused).toBe('refused before writing');
    // No number was burnt by the stopped holder or the refused change.
    expect([first, second].sort()).toEqual([num(1), num(2)]);
  });
});
