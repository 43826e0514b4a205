import type { ChatDockLoader } from '../../lib/chat-slot';

/**
 * Chat (spec platform §2 'Chat side menu', 'Chat room'): not a route but the
 * header's chat button and the 600 px menu it opens. One dynamic import for
 * the whole feature, so the login route carries only this line.
 */
export const chatDock: ChatDockLoader = () => import('./components/chat-dock').then((m) => ({ Component: m.ChatDock }));
