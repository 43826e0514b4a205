/** Where the local stack listens unless told otherwise: this machine only. */
export const LOOPBACK = '127.0.0.1';

/**
 * The address `npm start` binds to: loopback by default; `KARKHANA_HOST`
 * (e.g. `0.0.0.0`) is the explicit opt-in to expose the dev stack to the network.
 */
export function listenHost(env: Record<string, string | undefined> = process.env): string {
  const host = env.KARKHANA_HOST?.trim();
  return host ? host : LOOPBACK;
}

export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/**
 * The dev outbox lists one-time codes without a login, so it is served only
 * when the stack listens on loopback, or with a second explicit opt-in.
 */
export function outboxServed(host: string, env: Record<string, string | undefined> = process.env): boolean {
  return isLoopback(host) || env.KARKHANA_EXPOSE_OUTBOX === '1';
}
