import { useEffect } from 'react';
import { setColorMode } from '../../../lib/color-mode';

/**
 * Applies the branch's UITheme.AppeVariant (spec platform §3): LIGHT and DARK set
 * the colour mode for everyone in the branch; MS (the default) leaves each user's
 * own choice from the account menu alone.
 */
export function useBranchTheme(appeVariant: string): void {
  useEffect(() => {
    if (appeVariant === 'DARK') setColorMode('dark');
    else if (appeVariant === 'LIGHT') setColorMode('light');
  }, [appeVariant]);
}
