/**
 * The path of the customer's two calls behind an approval link (GET the page, POST the
 * decisions; docs/customer-loop.md 'Approval by link'). Apart from the route table so
 * the customer's page (frontend/a.html) names it without loading the calls' schemas.
 */
export const PUBLIC_APPROVAL_PATH = 'Public/Approval/{Token}';
