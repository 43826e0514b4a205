import { createContext, lazy, Suspense, useContext, useMemo, type ComponentType, type ReactNode } from 'react';

/**
 * The chat button and its side menu belong to the chat feature, but sit in the
 * shell's header; features never import each other, so the app layer hands the
 * shell a loader (features/chat/manifest.ts) through this slot. The chat code is
 * one dynamic import, fetched after the shell paints, never on the login route.
 */
export type ChatDockLoader = () => Promise<{ Component: ComponentType }>;

const ChatSlotContext = createContext<ChatDockLoader | undefined>(undefined);

export function ChatSlotProvider({ load, children }: { load: ChatDockLoader; children: ReactNode }) {
  return <ChatSlotContext.Provider value={load}>{children}</ChatSlotContext.Provider>;
}

/** Renders the chat dock (the header's chat button and its menu) once its code has loaded. */
export function ChatSlot() {
  const load = useContext(ChatSlotContext);
  const Dock = useMemo(() => (load ? lazy(() => load().then((m) => ({ default: m.Component }))) : undefined), [load]);
  if (!Dock) return null;
  return (
    <Suspense fallback={null}>
      <Dock />
    </Suspense>
  );
}
