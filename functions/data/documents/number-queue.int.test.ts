import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { counterKey } from './document-keys';
import { commitWithNumber, queueEarly, releaseEarly, type EarlyTicket } from './document-numbering';
import { financialYear, formatNumber } from './document-numbers';
import { readCounter, takeTicket, TURN_MS } from './number-queue';

/** A numbered change that writes nothing but its number (the counter and the pointer). */
const numberOnly = (orgId: string, docId: string, refuse = false, early?: EarlyTicket, series = 'TST') =>
  commitWithNumber({ orgId, entId: 'B1', series, date: '2026-11-28', docId, busy: 'busy', early }, (claim) => {
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

  it('an early ticket numbers at its counter; one at the wrong counter, or of a change refused on reading, is given back without stalling the queue', async () => {
    const orgId = `queue-${ulid()}`;
    // Queued at TST while "reading": the change then numbers at TST with that very ticket.
    const early = queueEarly(orgId, 'B1', 'TST', '2026-11-28');
    expect(await numberOnly(orgId, 'A', false, early)).toBe(num(1));
    // Queued at TST but numbered in series OTH: TST's place is given back.
    const wrong = queueEarly(orgId, 'B1', 'TST', '2026-11-28');
    // Queued and then refused on reading (a stale ver): given back.
    const refused = queueEarly(orgId, 'B1', 'TST', '2026-11-28');
    await refused.taken;
    const behind = numberOnly(orgId, 'B');
    const started = Date.now();
    expect(await numberOnly(orgId, 'C', false, wrong, 'OTH')).toBe(formatNumber('OTH', fy, 1));
    await releaseEarly(refused);
    expect(await behind).toBe(num(2));
    // Served without waiting out a stopped holder's turn for either given-back place.
    expect(Date.now() - started).toBeLessThan(TURN_MS);
    const counter = await readCounter(counterKey(orgId, 'B1', 'TST', fy));
    expect(counter).toMatchObject({ Next: 3, Ticket: 4, Serving: 5 });
    expect(counter.Returned).toBeUndefined();
  });
});
