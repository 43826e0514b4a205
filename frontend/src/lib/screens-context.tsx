import { createContext, useContext, type ReactNode } from 'react';
import type { ScreenEntry } from './screen-manifest';

const ScreensContext = createContext<readonly ScreenEntry[]>([]);

/**
 * The app's screens, gathered by the app layer from every feature's manifest, so
 * the side menu and the settings home can list screens of other features without
 * importing them.
 */
export function ScreensProvider({ screens, children }: { screens: readonly ScreenEntry[]; children: ReactNode }) {
  return <ScreensContext.Provider value={screens}>{children}</ScreensContext.Provider>;
}

export const useScreens = (): readonly ScreenEntry[] => useContext(ScreensContext);
