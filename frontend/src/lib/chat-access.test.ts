import { describe, expect, it } from 'vitest';
import { loginAnswer } from '../testing/fixtures';
import { isChatOn } from './chat-access';

const session = (newFeat: boolean | undefined, comm: boolean | undefined) => {
  const answer = loginAnswer();
  return {
    Org: { ...answer.Org, ...(newFeat === undefined ? {} : { NewFeat: newFeat }) },
    Entity: { ...answer.Entity, Config: { ...answer.Entity.Config, ...(comm === undefined ? {} : { Comm: { Access: comm } }) } },
  };
};

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
