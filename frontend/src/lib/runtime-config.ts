import * as z from 'zod';

/**
 * What the deployment tells the SPA at run time rather than at build time: the
 * CDK web construct writes `/config.json` next to index.html with the chat
 * WebSocket stage's URL (infra/cdk/constructs/web.ts), so one build serves any
 * stage. The local runtime serves the socket on the page's own origin at `/ws`
 * and has no config.json: a missing file, or one without the address, means
 * "same origin".
 */
const runtimeConfig = z.object({
  webSocketUrl: z
    .string()
    .regex(/^wss?:\/\//)
    .optional(),
});

export type RuntimeConfig = { webSocketUrl: string };

/** `ws://host/ws` on http, `wss://host/ws` on https: where the local gateway listens. */
export const sameOriginSocketUrl = (location: Pick<Location, 'protocol' | 'host'>): string =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`;

let pending: Promise<RuntimeConfig> | undefined;

/** Reads `/config.json` once per page load (it is revalidated by CloudFront, never cached for long). */
export function loadRuntimeConfig(
  fetcher: typeof fetch = fetch,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): Promise<RuntimeConfig> {
  pending ??= (async () => {
    const fallback = sameOriginSocketUrl(location);
    try {
      const response = await fetcher('/config.json', { headers: { Accept: 'application/json' }, cache: 'no-cache' });
      if (!response.ok) return { webSocketUrl: fallback };
      const parsed = runtimeConfig.safeParse(await response.json());
      return { webSocketUrl: (parsed.success ? parsed.data.webSocketUrl : undefined) ?? fallback };
    } catch {
      // The Vite dev server answers index.html for an unknown path: not JSON, same origin.
      return { webSocketUrl: fallback };
    }
  })();
  return pending;
}

/** Tests start each case from a fresh page. */
export const forgetRuntimeConfig = (): void => {
  pending = undefined;
};
