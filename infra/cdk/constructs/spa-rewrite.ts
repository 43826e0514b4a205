/**
 * What the web app publishes as files: the build's assets (scripts, styles,
 * fonts, images), index.html and config.json. Any other path is a client-side
 * route, even one whose last segment has a dot in it: the links sent to
 * customers (`/i/<token>`, `/book/<token>`) carry a signed token, which has two.
 * Shared with the local static site (infra/local/static-site.ts).
 */
export const STATIC_FILE_EXTENSIONS = [
  'html',
  'js',
  'mjs',
  'css',
  'map',
  'json',
  'webmanifest',
  'txt',
  'xml',
  'svg',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'ico',
  'ttf',
  'otf',
  'woff',
  'woff2',
] as const;

const FILE_PATTERN = `\\.(${STATIC_FILE_EXTENSIONS.join('|')})$`;

/** Whether a request path names a published file rather than a client-side route. */
export const isStaticFilePath = (path: string): boolean => new RegExp(FILE_PATTERN, 'i').test(path);

/**
 * CloudFront Function (cloudfront-js-2.0) on the SPA's default behaviour: a
 * path that names a published file passes through; anything else is a
 * client-side route and is served /index.html. Done per request rather than
 * with distribution-wide 403/404 error responses, which would also turn the
 * API's own 404 answers into index.html.
 */
export const spaRewriteSource = `function handler(event) {
  var request = event.request;
  if (!/${FILE_PATTERN}/i.test(request.uri)) {
    request.uri = '/index.html';
  }
  return request;
}`;
