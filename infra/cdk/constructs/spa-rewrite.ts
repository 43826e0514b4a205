/**
 * CloudFront Function (cloudfront-js-2.0) on the SPA's default behaviour:
 * a path whose last segment has no extension is a client-side route, so it is
 * served /index.html. Files (`/assets/app-1a2b.js`, `/config.json`) pass
 * through. Done per request rather than with distribution-wide 403/404 error
 * responses, which would also turn the API's own 404 answers into index.html.
 */
export const spaRewriteSource = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var last = uri.substring(uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;
