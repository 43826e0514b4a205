import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ChatHub, HubSnapshot } from './chat-hub';

export const ChatHubContext = createContext<ChatHub | undefined>(undefined);

export function useChatHub(): ChatHub {
  const hub = useContext(ChatHubContext);
  if (!hub) throw new Error('useChatHub is used outside the chat dock');
  return hub;
}

export function useHubSnapshot(): HubSnapshot {
  const hub = useChatHub();
  return useSyncExternalStore(hub.subscribe, hub.getSnapshot);
}

/** Who types in a conversation now (joined by comma, for a stable snapshot). */
export function useTypists(key: string): string[] {
  const hub = useChatHub();
  const joined = useSyncExternalStore(hub.typing.subscribe, () => hub.typing.typists(key).join(','));
  return joined === '' ? [] : joined.split(',');
}
