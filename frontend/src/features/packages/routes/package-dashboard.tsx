import { PackageDashboard } from '../components/package-dashboard';

export const handle = { title: 'Packages' };
export const Component = PackageDashboard;
