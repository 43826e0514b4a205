import { inModule, resource, type Permission } from '@shared/access/permission';
import type { FeatureManifest } from '../../lib/screen-manifest';

/**
 * The appointment screens (spec platform §2 'Service': Appointments/services,
 * Appointments/service/New; docs/customer-loop.md §8). Permissions equal those of
 * the calls each screen opens with (app/screens.test.ts): the calendar reads
 * GET Appointments/Calendar (Appt R), New books (Appt C); an existing
 * appointment reads it (Appt R) and the screen hides what the user may not do.
 */
const APPT = (right: 'C' | 'R'): Permission => inModule('Service', resource('Service', 'Appt', right));

export const appointmentsManifest: FeatureManifest = [
  {
    path: 'Appointments/services',
    title: 'Appointments',
    module: 'Service',
    permission: APPT('R'),
    menu: true,
    menuGroup: 'Service',
    lazy: () => import('./routes/calendar'),
  },
  {
    path: 'Appointments/service/New',
    title: 'Book appointment',
    module: 'Service',
    permission: APPT('C'),
    lazy: () => import('./routes/appointment'),
  },
  {
    path: 'Appointments/service/:Id',
    title: 'Appointment',
    module: 'Service',
    permission: APPT('R'),
    lazy: () => import('./routes/appointment'),
  },
];
