/**
 * The response-headers policy of Karkhana, defined once: CloudFront's
 * response-headers policy (infra/cdk/constructs/web.ts), the local static
 * server and Vite (infra/local) and every Lambda answer (functions/lib/http)
 * all take their headers from here.
 */

/** Where the app talks to besides its own origin; they differ between the cloud and the local stack. */
export type CspSources = {
  /** Origins of presigned file URLs (the browser PUTs logos and photos there, and shows inspection photos from there). */
  readonly files: readonly string[];
  /** Origins of the WebSocket (wss://… in the cloud, ws://host locally). */
  readonly socket: readonly string[];
};

/** The SPA's Content-Security-Policy directives. */
export function cspDirectives(sources: CspSources, options: { viteDev?: boolean } = {}): string[] {
  const extra = (list: readonly string[]) => (list.length ? ` ${list.join(' ')}` : '');
  return [
    "default-src 'self'",
    // Only Vite's dev server (npm start) needs inline scripts: its React refresh preamble.
    options.viteDev ? "script-src 'self' 'unsafe-inline'" : "script-src 'self'",
    // Amplify UI's theme provider injects a <style> element with the theme tokens.
    "style-src 'self' 'unsafe-inline'",
    // Logos are fetched through the API and shown from blob: URLs; inspection photos are shown
    // from their signed addresses in the files bucket (docs/inspections.md §5).
    `img-src 'self' data: blob:${extra(sources.files)}`,
    "font-src 'self' data:",
    `connect-src 'self'${extra(sources.files)}${extra(sources.socket)}`,
    // Print previews of estimates and invoices are shown from blob: URLs.
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
}

export const contentSecurityPolicy = (sources: CspSources, options: { viteDev?: boolean } = {}): string =>
  cspDirectives(sources, options).join('; ');

/** API answers are data, never rendered: they may load nothing and be framed by nobody. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const FRAME_OPTIONS = 'DENY';
/** Two years, with subdomains (each organisation has its own subdomain). */
export const HSTS_MAX_AGE_SECONDS = 2 * 365 * 24 * 60 * 60;

/** The headers every answer carries, with the given Content-Security-Policy. */
export function securityHeaders(csp: string): Record<string, string> {
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'x-frame-options': FRAME_OPTIONS,
    'referrer-policy': REFERRER_POLICY,
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
  };
}

/** Headers of every API answer, errors included. */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = securityHeaders(API_CONTENT_SECURITY_POLICY);
