import type { IncomingMessage } from 'node:http';
import { contentSecurityPolicy, securityHeaders } from '@shared/api/security-headers';

export type PageHeaderOptions = {
  /** Origin of presigned file URLs (s3rver), where the browser PUTs logos. */
  filesOrigins: readonly string[];
  /** Vite's dev server needs its inline React refresh preamble. */
  viteDev?: boolean;
};

const HOST = /^[\w.-]+(:\d+)?$|^\[[\d:a-f.]+\](:\d+)?$/i;

/**
 * The CloudFront response-headers policy for pages of the local stack: the
 * WebSocket is on this same host (ws://, not wss://), files on s3rver.
 */
export function pageSecurityHeaders(request: IncomingMessage, options: PageHeaderOptions): Record<string, string> {
  const host = request.headers.host ?? '';
  const socket = HOST.test(host) ? [`ws://${host}`] : [];
  return securityHeaders(
    contentSecurityPolicy({ files: options.filesOrigins, socket }, { viteDev: options.viteDev ?? false }),
  );
}
