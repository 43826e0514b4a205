/**
 * What shows while the first route's guard and code load (react-router's
 * HydrateFallback): a quiet, labelled placeholder in plain markup, so the login
 * route's first chunk stays small.
 */
export function AppLoading() {
  return <div className="kk-page-message" role="progressbar" aria-label="Loading" />;
}
