import { TYPING_TIMEOUT_MS } from '@shared/chat/call-schemas';

/** Spec platform §9: typing is cleared after 3 seconds of idle. */
export const TYPING_IDLE_MS = TYPING_TIMEOUT_MS;

export type TypingFlag = {
  /** Every keystroke in the message box. */
  keystroke: () => void;
  /** The message went: the flag clears at once. */
  sent: () => void;
  /** The room closes: clears a raised flag, stops the timer. */
  dispose: () => void;
};

/**
 * The sender's side of the typing indicator (spec platform §4 'Chat'): raised
 * on the first keystroke, cleared after 3 s without one or on send. Only the
 * changes are reported, so the socket carries two events per burst of typing
 * rather than one per key.
 */
export function createTypingFlag(onChange: (typing: boolean) => void, idleMs: number = TYPING_IDLE_MS): TypingFlag {
  let typing = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = (): void => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (!typing) return;
    typing = false;
    onChange(false);
  };
  return {
    keystroke: () => {
      if (!typing) {
        typing = true;
        onChange(true);
      }
      if (timer) clearTimeout(timer);
      timer = setTimeout(stop, idleMs);
    },
    sent: stop,
    dispose: stop,
  };
}

/**
 * The reader's side: who is typing where. A raised flag holds until its clear
 * arrives, the typist's message arrives or the typist goes offline; as a guard
 * against a clear lost with a dropped connection it also lapses after
 * `staleMs` (the sender raises it again on the next burst of typing).
 */
export const TYPING_STALE_MS = 30_000;

export type TypingBoard = {
  set: (conversation: string, userId: string, typing: boolean) => void;
  /** Who types in a conversation now. */
  typists: (conversation: string) => string[];
  /** A user's message or going offline ends their typing everywhere. */
  clearUser: (userId: string) => void;
  subscribe: (listener: () => void) => () => void;
  dispose: () => void;
};

export function createTypingBoard(staleMs: number = TYPING_STALE_MS): TypingBoard {
  const flags = new Map<string, { conversation: string; userId: string; timer: ReturnType<typeof setTimeout> }>();
  const listeners = new Set<() => void>();
  const emit = (): void => listeners.forEach((listener) => listener());
  const key = (conversation: string, userId: string): string => `${conversation}\u0000${userId}`;
  const drop = (id: string): boolean => {
    const flag = flags.get(id);
    if (!flag) return false;
    clearTimeout(flag.timer);
    flags.delete(id);
    return true;
  };
  return {
    set: (conversation, userId, typing) => {
      const id = key(conversation, userId);
      const had = drop(id);
      if (typing) flags.set(id, { conversation, userId, timer: setTimeout(() => drop(id) && emit(), staleMs) });
      if (typing || had) emit();
    },
    typists: (conversation) =>
      [...flags.values()].filter((flag) => flag.conversation === conversation).map((flag) => flag.userId),
    clearUser: (userId) => {
      let changed = false;
      for (const [id, flag] of flags) if (flag.userId === userId) changed = drop(id) || changed;
      if (changed) emit();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose: () => {
      for (const id of [...flags.keys()]) drop(id);
      listeners.clear();
    },
  };
}
