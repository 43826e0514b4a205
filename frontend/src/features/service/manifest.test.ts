import { serviceRoutes } from '@shared/api/routes/service';
import { describe, expect, it } from 'vitest';
import { serviceManifest } from './manifest';

/** Each screen opens with the permission of the call that fills it (shared/api/routes/service.ts). */
const CALL_OF_SCREEN = {
  'Service/WODashboard': serviceRoutes.repairOrderDashboard,
  'Service/EstimateDashboard': serviceRoutes.estimateDashboard,
  'Service/VehicleJobsDashboard': serviceRoutes.myJobs,
  'Service/JobsDashboard': serviceRoutes.myJobs,
  'Surveyor/estimatedashboard': serviceRoutes.surveyorDashboard,
};

describe('the service manifest', () => {
  it.each(Object.entries(CALL_OF_SCREEN))('%s needs what its call needs', (path, call) => {
    expect(serviceManifest.find((screen) => screen.path === path)?.permission).toEqual(call.permission);
  });

  it('lists one My Jobs path per industry, under the technician rule', () => {
    const jobs = serviceManifest.filter((screen) => screen.title === 'My Jobs');
    expect(jobs.map((screen) => screen.rule)).toEqual(['myJobs', 'myJobs']);
    expect(jobs.filter((screen) => screen.industries?.('AUTO-2')).map((screen) => screen.path)).toEqual(['Service/VehicleJobsDashboard']);
    expect(jobs.filter((screen) => screen.industries?.('SVCS-1')).map((screen) => screen.path)).toEqual(['Service/JobsDashboard']);
  });
});
