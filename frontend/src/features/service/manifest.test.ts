import { serviceRoutes } from '@shared/api/routes/service';
import { shopFloorRoutes } from '@shared/api/routes/shop-floor';
import { defaultLanding } from '@shared/access/default-landing';
import { describe, expect, it } from 'vitest';
import { sideMenuItems } from '../../lib/menu-items';
import { sessionOf, type Role } from './dashboards/testing/service-list-kit';
import { serviceManifest } from './manifest';

/** Each screen opens with the permission of the call that fills it (shared/api/routes/service.ts). */
const CALL_OF_SCREEN = {
  'Service/WODashboard': serviceRoutes.repairOrderDashboard,
  'Service/EstimateDashboard': serviceRoutes.estimateDashboard,
  'Service/VehicleJobsDashboard': serviceRoutes.myJobs,
  'Service/JobsDashboard': serviceRoutes.myJobs,
  'Surveyor/estimatedashboard': serviceRoutes.surveyorDashboard,
  'Service/ShopFloor': shopFloorRoutes.shopFloorBoard,
};

describe('the service manifest', () => {
  it.each(Object.entries(CALL_OF_SCREEN))('%s needs what its call needs', (path, call) => {
    expect(serviceManifest.find((screen) => screen.path === path)?.permission).toEqual(call.permission);
  });

  it('lists one My Jobs path per industry, under the technician rule', () => {
    const jobs = serviceManifest.filter((screen) => screen.title === 'My Jobs');
    expect(jobs.map((screen) => screen.rule)).toEqual(['myJobs', 'myJobs']);
    expect(jobs.filter((screen) => screen.industries?.('AUTO-2')).map((screen) => screen.path)).toEqual([
      'Service/VehicleJobsDashboard',
    ]);
    expect(jobs.filter((screen) => screen.industries?.('SVCS-1')).map((screen) => screen.path)).toEqual([
      'Service/JobsDashboard',
    ]);
  });
});

describe('the Service menu', () => {
  const ctxOf = (role: Role, industry: 'AUTO-2' | 'SVCS-1' = 'AUTO-2') => {
    const session = sessionOf(role, industry);
    return {
      access: session.Access,
      config: session.Entity.Config,
      user: session.User,
      settings: session.Entity.Settings,
    };
  };
  const menu = (role: Role, industry?: 'AUTO-2' | 'SVCS-1') =>
    sideMenuItems(ctxOf(role, industry), serviceManifest).map((e) => `${e.group}: ${e.label} ${e.to}`);

  it('lists the dashboards in the Service group, in the industry words, and My Jobs only for a technician', () => {
    expect(menu('advisor')).toEqual([
      'Service: Repair Orders /Service/WODashboard',
      'Service: Estimates /Service/EstimateDashboard',
      'Service: Shop floor /Service/ShopFloor',
      'Service: Surveyor Estimates /Surveyor/estimatedashboard',
    ]);
    expect(menu('technician')).toEqual([
      'Service: Repair Orders /Service/WODashboard',
      'Service: My Jobs /Service/VehicleJobsDashboard',
      'Service: Shop floor /Service/ShopFloor',
    ]);
    expect(menu('helper')).toEqual([
      'Service: Repair Orders /Service/WODashboard',
      'Service: Shop floor /Service/ShopFloor',
    ]);
    expect(menu('technician', 'SVCS-1')).toEqual([
      'Service: Work Orders /Service/WODashboard',
      'Service: My Jobs /Service/JobsDashboard',
      'Service: Shop floor /Service/ShopFloor',
    ]);
  });

  it("reaches the Service module's default landing", () => {
    for (const role of ['advisor', 'technician'] as const) {
      const landing = defaultLanding('Service', ctxOf(role));
      expect(serviceManifest.some((screen) => `/${screen.path}` === landing)).toBe(true);
    }
  });
});
