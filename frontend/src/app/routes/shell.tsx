import { chatDock } from '../../features/chat/manifest';
import { Component as RootShell } from '../../features/shell/routes/root-shell';
import { ChatSlotProvider } from '../../lib/chat-slot';

/**
 * The logged-in shell with the chat feature plugged into its header (features
 * never import each other, so the app layer joins them). Kept in the shell's
 * lazy chunk rather than the app provider, so the login route carries no chat
 * code at all (issue 10 §6, the login-route budget).
 */
export function Component() {
  return (
    <ChatSlotProvider load={chatDock}>
      <RootShell />
    </ChatSlotProvider>
  );
}
