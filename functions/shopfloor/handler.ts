import { shopFloorRoutes } from '@shared/api/routes/shop-floor';
import { createFamilyHandler } from '../lib/http/family-handler';
import { shopFloorCalls } from './board-calls';

/**
 * Lambda of the `shopfloor` call family: the live shop floor's board, the branch's wall
 * displays and the board a display reads with its token (docs/customer-loop.md §20). A family
 * of its own so that the service bundle stays under its budget (docs/decisions.md 'Lambda bundles').
 */
export const handler = createFamilyHandler(shopFloorRoutes, shopFloorCalls);
