import { useEffect, useState } from 'react';
import { setFormDirty } from './unsaved-changes-store';

/**
 * A form with edits asks before the user leaves (spec platform §2 'Guard
 * behaviour'): inside the app through the shell's LeaveGuard, and on reload or
 * tab close through the browser's own beforeunload question.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const [form] = useState(() => Symbol('form'));

  useEffect(() => {
    setFormDirty(form, dirty);
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only ask when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      setFormDirty(form, false);
    };
  }, [form, dirty]);
}
