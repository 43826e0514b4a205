import { ErrorMappingMessages as Messages } from '@shared/api/error-mapping-messages';
import { isFieldConflict, isNoInternet, toClientError } from '../../lib/api-error';

/**
 * All notices of the app go through this store (spec platform §9 durations), so
 * every screen shows failures the same way and tests can read what was shown.
 */
export type ToastKind = 'error' | 'conflict' | 'warning' | 'success' | 'info';

export const TOAST_DURATION_MS: Readonly<Record<ToastKind, number>> = {
  error: 30_000,
  conflict: 30_000,
  warning: 15_000,
  success: 4_000,
  info: 4_000,
};

export type ToastAction = { label: string; onClick: () => void };
export type Toast = {
  id: number;
  kind: ToastKind;
  message: string;
  detail?: string;
  action?: ToastAction;
  durationMs: number;
};

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

const emit = (): void => listeners.forEach((listener) => listener());

export const subscribeToasts = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const getToasts = (): readonly Toast[] => toasts;

export function dismissToast(id: number): void {
  const timer = timers.get(id);
  if (timer) clearTimeout(timer);
  timers.delete(id);
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
}

export function showToast(
  kind: ToastKind,
  message: string,
  extra: { detail?: string; action?: ToastAction } = {},
): number {
  // The same text twice in a row (several calls failing together) shows once.
  const same = toasts.find(
    (toast) => toast.kind === kind && toast.message === message && toast.detail === extra.detail,
  );
  if (same) dismissToast(same.id);
  const id = nextId++;
  const durationMs = TOAST_DURATION_MS[kind];
  toasts = [...toasts, { id, kind, message, durationMs, ...extra }];
  timers.set(
    id,
    setTimeout(() => dismissToast(id), durationMs),
  );
  emit();
  return id;
}

export const toast = {
  error: (message: string, detail?: string) => showToast('error', message, detail ? { detail } : {}),
  warning: (message: string) => showToast('warning', message),
  success: (message: string) => showToast('success', message),
  info: (message: string) => showToast('info', message),
  /** A 409: the record changed elsewhere; Refresh reloads the page (spec platform §8). */
  conflict: (message: string, detail?: string) =>
    showToast('conflict', message, {
      ...(detail ? { detail } : {}),
      action: { label: 'Refresh', onClick: () => window.location.reload() },
    }),
};

/** Shows a failed call the catalogue's way; a 401 the login flow already handled stays silent. Answers the notice's id. */
export function notifyError(error: unknown): number | undefined {
  const failure = toClientError(error);
  if (failure.handled) return undefined;
  // A taken value is the field's error (the form shows it there); Refresh would only throw the form away.
  if (isFieldConflict(failure)) return toast.error(failure.message);
  if (failure.code === 409) return toast.conflict(failure.message || Messages.duplicate, failure.detail);
  if (isNoInternet(failure)) return toast.warning(failure.message);
  return toast.error(failure.message);
}

/**
 * Dismisses every failure notice (error, conflict, warning) and keeps the rest.
 * A success that makes them moot, such as a login after failed attempts, calls
 * it: the failures it answered must not linger beside the new page.
 */
export function dismissFailureToasts(): void {
  for (const shown of toasts)
    if (shown.kind === 'error' || shown.kind === 'conflict' || shown.kind === 'warning') dismissToast(shown.id);
}

/** Tests and logout start from an empty stack. */
export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  toasts = [];
  emit();
}
