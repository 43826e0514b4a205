import { chatDock } from '../../features/chat/manifest';
import { Component as RootShell } from '../../features/shell/routes/root-shell';
import { ChatSlotProvider } from '../../lib/chat-slot';
import { ScreensProvider } from '../../lib/screens-context';
import { APP_SCREENS } from '../screens';

/**
 * The logged-in shell with the chat feature plugged into its header and every
 * feature's screens for the side menu, the settings home and Home (features
 * never import each other, so the app layer joins them). Kept in the shell's
 * lazy chunk rather than the app provider, so the login route carries neither
 * chat code nor the manifests (docs/chat-screens.md 'Loading and the login-route budget').
 */
export function Component() {
  return (
    <ScreensProvider screens={APP_SCREENS}>
      <ChatSlotProvider load={chatDock}>
        <RootShell />
      </ChatSlotProvider>
    </ScreensProvider>
  );
}
