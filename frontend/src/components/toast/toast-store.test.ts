import { Messages } from '@shared/api/messages';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientError, mapCallError, offlineError } from '../../lib/api-error';
import { clearToasts, getToasts, notifyError, toast, TOAST_DURATION_MS } from './toast-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe('toasts (spec platform §9 durations)', () => {
  it.each([
    ['error', 30_000],
    ['conflict', 30_000],
    ['warning', 15_000],
    ['success', 4_000],
  ] as const)('%s stays %i ms', (kind, ms) => {
    expect(TOAST_DURATION_MS[kind]).toBe(ms);
    toast[kind]('Message');
    vi.advanceTimersByTime(ms - 1);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('gives a conflict a Refresh button that reloads the page', () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    notifyError(mapCallError({ status: 409, body: { errorCode: 409, message: 'Changed elsewhere' } }));
    const [shown] = getToasts();
    expect(shown).toMatchObject({ kind: 'conflict', message: Messages.duplicate, detail: 'Changed elsewhere' });
    shown?.action?.onClick();
    expect(reload).toHaveBeenCalledOnce();
    vi.unstubAllGlobals();
  });

  it('shows no internet as a warning and other failures as errors', () => {
    notifyError(offlineError());
    notifyError(mapCallError({ status: 400, body: { errorCode: 400, message: 'Bad' } }));
    expect(getToasts().map((t) => [t.kind, t.message])).toEqual([
      ['warning', Messages.noInternet],
      ['error', 'Bad'],
    ]);
  });

  it('stays silent for a 401 the login flow has handled', () => {
    const error = new ClientError(401, 'ended', 401);
    error.handled = true;
    notifyError(error);
    expect(getToasts()).toHaveLength(0);
  });

  it('shows the same message once when several calls fail together', () => {
    toast.error('Same');
    toast.error('Same');
    expect(getToasts()).toHaveLength(1);
  });
});
