import { SurveyorDashboard } from '../components/dashboard-screens';

export const handle = { title: 'Surveyor Estimates' };
export const Component = SurveyorDashboard;
