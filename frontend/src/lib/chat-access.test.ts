import { describe, expect, it } from 'vitest';
import type { UserAndEntity } from '@shared/api/routes/iam';
import { isChatOn } from './chat-access';

const session = (newFeat: boolean | undefined, comm: boolean | undefined): Pick<UserAndEntity, 'Org' | 'Entity'> =>
  ({
    Org: {
      OrgId: 'org-1',
      Name: 'Demo Motors',
      Domain: 'demo',
      ...(newFeat === undefined ? {} : { NewFeat: newFeat }),
    },
    Entity: { Config: { Industry: 'AUTO-2', ...(comm === undefined ? {} : { Comm: { Access: comm } }) } },
  }) as Pick<UserAndEntity, 'Org' | 'Entity'>;

describe('when chat shows (spec platform §2 chat button, §4 chat sockets)', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [true, undefined, false],
    [false, true, false],
    [undefined, true, false],
  ])('new features %s, Communication module %s: %s', (newFeat, comm, on) => {
    expect(isChatOn(session(newFeat, comm))).toBe(on);
  });
});
