import { SESSION } from '../../access/permission';
import { homeFiguresAnswer } from '../../home/home-figures';
import { defineRoute } from '../route';

/**
 * The `home` call family (docs/home.md): the owner's figures on Basic/Home. A
 * Lambda of its own, small and read-only, so no full family's bundle grows.
 * Any session may ask: each figure is in the answer only when the caller may
 * read its list (the repair-order dashboard, the estimate dashboard, the P&L,
 * the receivables ageing), so the screen shows what the role already sees.
 */
export const homeRoutes = {
  homeFigures: defineRoute({
    method: 'GET',
    path: 'Home/Figures',
    family: 'home',
    permission: SESSION,
    response: homeFiguresAnswer,
  }),
};
