import { describe, expect, it } from 'vitest';
import { booksRoutes } from './books';
import { serviceRoutes } from './service';
import { HOME_FIGURE_PERMISSIONS } from '../../home/home-permissions';

describe("Home's figure permissions", () => {
  it('are the permissions of the lists the figures open', () => {
    expect(HOME_FIGURE_PERMISSIONS.orders).toEqual(serviceRoutes.repairOrderDashboard.permission);
    expect(HOME_FIGURE_PERMISSIONS.estimates).toEqual(serviceRoutes.estimateDashboard.permission);
    expect(HOME_FIGURE_PERMISSIONS.revenue).toEqual(booksRoutes.salesByPayer.permission);
    expect(HOME_FIGURE_PERMISSIONS.receivables).toEqual(booksRoutes.receivablesAgeing.permission);
  });
});
