import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PublicApproval } from './features/public-approval/public-approval';

/**
 * The entry of frontend/a.html, the customer's approval page at /a#<token>
 * (docs/customer-loop.md 'The page'): the page alone, without the app's router,
 * query cache, component kit or stylesheets. The token is the link's fragment,
 * which the browser never sends to the server.
 */
const root = document.getElementById('root');
if (!root) throw new Error('a.html has no #root element');
// Another link opened in this tab changes only the fragment, which loads nothing: read that estimate instead.
window.addEventListener('hashchange', () => window.location.reload());
createRoot(root).render(
  <StrictMode>
    <PublicApproval token={window.location.hash.replace(/^#/, '')} />
  </StrictMode>,
);
