import { describe, expect, it } from 'vitest';
import { attachmentProblem, formatFileSize, isViewableImage, kindOfName, selectionProblems } from './attachments';
import { ChatMessages } from './chat-messages';
import {
  fileKey,
  messageId,
  parseFileKey,
  parseMessageId,
  privateConversation,
  roomConversation,
} from './conversation-ids';

const ULID = '01JD0000000000000000000000';

describe('chat attachment rules (platform §5, §9)', () => {
  it('allows jpeg/png to 5 MB and pdf/docx/xlsx to 50 KB, with the §5 texts', () => {
    expect(kindOfName('a.JPG')).toBe('jpeg');
    expect(attachmentProblem({ name: 'a.png', size: 5_242_880 })).toBeUndefined();
    expect(attachmentProblem({ name: 'a.png', size: 5_242_881 })).toBe('a.png exceeds the maximum file size of 5 MB.');
    expect(attachmentProblem({ name: 'q.docx', size: 51_200 })).toBeUndefined();
    expect(attachmentProblem({ name: 'q.xlsx', size: 51_201 })).toBe('q.xlsx exceeds the maximum file size of 50 KB.');
    expect(attachmentProblem({ name: 'x.gif', size: 1 })).toBe('x.gif is not an allowed file type.');
    expect(selectionProblems(Array.from({ length: 11 }, () => ({ name: 'a.png', size: 1 })))).toEqual([
      ChatMessages.tooManyFiles,
    ]);
    expect(isViewableImage('photo.jpeg')).toBe(true);
    expect(isViewableImage('quote.pdf')).toBe(false);
    expect(formatFileSize(51_200)).toBe('50 KB');
  });

  it('message ids and file keys name their conversation, and nothing else parses', () => {
    const pair = privateConversation('B1', 'A1');
    expect(pair).toEqual({ kind: 'P', users: ['A1', 'B1'] });
    expect(parseMessageId(messageId(pair, ULID))).toEqual({ conversation: pair, ulid: ULID });
    expect(parseFileKey(fileKey(roomConversation('R9'), ULID, 'png'))).toEqual({
      conversation: roomConversation('R9'),
      ulid: ULID,
      ext: 'png',
    });
    for (const bad of ['P.A1.A1.' + ULID, 'X.A1.' + ULID, 'R.R9', 'R.R9.' + ULID + '.exe', '../etc/passwd']) {
      expect(parseMessageId(bad) ?? parseFileKey(bad)).toBeUndefined();
    }
  });
});
