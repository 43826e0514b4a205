import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messageOptions } from './message-rules';
import { messageParts } from './message-links';
import { segmentLabels, emptyPartiesText } from './party-labels';
import { createTypingBoard, createTypingFlag } from './typing';
import { addUnread, badgeText, markRead, NO_UNREAD, unreadFrom, unreadTotal } from './unread';

describe('message options (spec platform §2, §4)', () => {
  const mine = { Sender: 'me', Fav: [] };
  const theirs = { Sender: 'them', Fav: ['me'] };
  it.each([
    [
      'own last message, at the end',
      mine,
      { isLast: true, atEnd: true },
      { Star: true, Unstar: false, Edit: true, Delete: true },
    ],
    [
      'own last message, scrolled up',
      mine,
      { isLast: true, atEnd: false },
      { Star: true, Unstar: false, Edit: false, Delete: false },
    ],
    [
      'own earlier message',
      mine,
      { isLast: false, atEnd: true },
      { Star: true, Unstar: false, Edit: false, Delete: false },
    ],
    [
      "someone else's last message, starred by me",
      theirs,
      { isLast: true, atEnd: true },
      { Star: false, Unstar: true, Edit: false, Delete: false },
    ],
  ])('%s', (_case, message, position, options) => {
    expect(messageOptions(message, 'me', position)).toEqual(options);
  });
});

describe('unread counts', () => {
  it('sums private and room counts for the header, never below 0', () => {
    let counts = unreadFrom(
      [
        { SenderId: 'u1', UnreadCount: 3 },
        { SenderId: 'u2', UnreadCount: 1 },
      ],
      [
        { _id: 'r1', UnreadCount: 4 },
        { _id: 'r2', UnreadCount: -2 },
      ],
    );
    expect(unreadTotal(counts)).toBe(8);
    counts = addUnread(counts, 'private', 'u3');
    counts = markRead(counts, 'rooms', 'r1', 10);
    expect(counts.rooms.r1).toBe(0);
    expect(counts.private.u3).toBe(1);
    expect(unreadTotal(counts)).toBe(5);
    expect(unreadTotal(NO_UNREAD)).toBe(0);
    expect([badgeText(0), badgeText(7), badgeText(100)]).toEqual(['', '7', '99+']);
  });
});

describe('segments', () => {
  it('says Customers for the dealer industry and Vendors otherwise, with the spec empty texts', () => {
    expect(segmentLabels('HC-1').parties).toBe('Customers');
    expect(segmentLabels('AUTO-1').parties).toBe('Vendors');
    expect(emptyPartiesText('HC-1')).toBe('No customers found');
    expect(emptyPartiesText('AUTO-2')).toBe('No vendors found');
  });

  it('names the businesses by what they are to us when they are all one kind, else by the industry', () => {
    // A parts distributor whose only connections are workshops that buy from it.
    expect(segmentLabels('AUTO-3', ['Customer', 'Customer'])).toEqual({
      employees: 'Employees',
      parties: 'Customers',
      activeVendor: 'Active customer',
    });
    expect(emptyPartiesText('AUTO-3', ['Customer'])).toBe('No customers found');
    expect(segmentLabels('HC-1', ['Vendor']).parties).toBe('Vendors');
    expect(segmentLabels('AUTO-3', ['Vendor', 'Customer']).parties).toBe('Vendors');
    expect(segmentLabels('HC-1', ['Vendor', 'Customer']).activeVendor).toBe('Active customer');
  });
});

describe('links in a message', () => {
  const origin = 'https://demo.karkhana.app';
  const id = '01JD0000000000000000000000';
  it('finds app links to documents, outside links and document numbers', () => {
    const text = `See ${origin}/Service/WorkOrder/${id}, the estimate /Service/Estimate/${id} and INV/2627/00012. Also https://example.com/x?y=1.`;
    expect(messageParts(text, origin)).toEqual([
      { kind: 'text', text: 'See ' },
      {
        kind: 'document',
        text: `${origin}/Service/WorkOrder/${id}`,
        document: 'repairOrder',
        path: `/Service/WorkOrder/${id}`,
      },
      { kind: 'text', text: ', the estimate ' },
      { kind: 'document', text: `/Service/Estimate/${id}`, document: 'estimate', path: `/Service/Estimate/${id}` },
      { kind: 'text', text: ' and ' },
      { kind: 'number', text: 'INV/2627/00012', document: 'invoice' },
      { kind: 'text', text: '. Also ' },
      { kind: 'url', text: 'https://example.com/x?y=1', href: 'https://example.com/x?y=1' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('a document path on another origin is an outside link; plain text stays one part', () => {
    expect(messageParts(`https://evil.example/Service/WorkOrder/${id}`, origin)[0]?.kind).toBe('url');
    expect(messageParts('no links here a/b', origin)).toEqual([{ kind: 'text', text: 'no links here a/b' }]);
  });
});

describe('typing (spec platform §4: first keystroke, 3 s idle, send)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('raises once on the first keystroke and clears after 3 s without one', () => {
    const changes: boolean[] = [];
    const flag = createTypingFlag((typing) => changes.push(typing));
    flag.keystroke();
    vi.advanceTimersByTime(2_000);
    flag.keystroke();
    vi.advanceTimersByTime(2_999);
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true, false]);
    flag.keystroke();
    flag.sent();
    vi.advanceTimersByTime(5_000);
    expect(changes).toEqual([true, false, true, false]);
    flag.dispose();
    expect(changes).toHaveLength(4);
  });

  it("the reader's board holds a flag until it clears, the typist leaves, or it goes stale", () => {
    const board = createTypingBoard(30_000);
    let renders = 0;
    board.subscribe(() => (renders += 1));
    board.set('room', 'u1', true);
    board.set('room', 'u2', true);
    board.set('other', 'u1', true);
    expect(board.typists('room')).toEqual(['u1', 'u2']);
    board.set('room', 'u2', false);
    board.clearUser('u1');
    expect(board.typists('room')).toEqual([]);
    expect(board.typists('other')).toEqual([]);
    board.set('room', 'u3', true);
    vi.advanceTimersByTime(30_000);
    expect(board.typists('room')).toEqual([]);
    board.set('room', 'u9', false); // a clear for nobody changes nothing
    expect(renders).toBe(7);
  });
});
