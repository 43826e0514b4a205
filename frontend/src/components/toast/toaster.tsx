import { useSyncExternalStore } from 'react';
import { ActionButton, Notice, type NoticeVariation } from '../ui/light-controls';
import { dismissToast, getToasts, subscribeToasts, type ToastKind } from './toast-store';

const variation: Record<ToastKind, NoticeVariation> = {
  error: 'error',
  conflict: 'error',
  warning: 'warning',
  success: 'success',
  info: 'info',
};

/** The stack of notices, top right; mounted once by the app provider. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  if (toasts.length === 0) return null;
  return (
    <div className="kk-toaster" aria-live="polite">
      {toasts.map((item) => (
        <Notice
          key={item.id}
          variation={variation[item.kind]}
          onDismiss={() => dismissToast(item.id)}
          testId={`toast-${item.kind}`}
        >
          <span>{item.message}</span>
          {item.detail ? <span className="kk-notice__detail">{item.detail}</span> : null}
          {item.action ? (
            <ActionButton size="small" onClick={item.action.onClick}>
              {item.action.label}
            </ActionButton>
          ) : null}
        </Notice>
      ))}
    </div>
  );
}
