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
 * Pages of their own beside the app, each its own HTML file: `/a` is the customer's
 * approval page (frontend/a.html, docs/customer-loop.md 'The page'), which loads
 * nothing of the app. Its token is the fragment (`/a#<token>`), which never reaches
 * a server, so the path alone decides. `/i/<token>` and `/book/<token>` stay routes
 * of the app.
 */
export const PAGE_FILES: Readonly<Record<string, string>> = { '/a': '/a.html' };

/** The HTML file that answers a path naming no published file: its own page's, else the app's. */
export const htmlFileOf = (path: string): string =>
  (Object.hasOwn(PAGE_FILES, path) ? PAGE_FILES[path] : undefined) ?? '/index.html';

/**
 * CloudFront Function (cloudfront-js-2.0) on the SPA's default behaviour: a
 * path that names a published file passes through; a page of its own is served
 * its file (PAGE_FILES); anything else is a client-side route and is served
 * /index.html. Done per request rather than with distribution-wide 403/404 error
 * responses, which would also turn the API's own 404 answers into index.html.
 */
export const spaRewriteSource = `function handler(event) {
  var request = event.request;
  var pages = ${JSON.stringify(PAGE_FILES)};
  if (!/${FILE_PATTERN}/i.test(request.uri)) {
    request.uri = Object.prototype.hasOwnProperty.call(pages, request.uri) ? pages[request.uri] : '/index.html';
  }
  return request;
}`;
