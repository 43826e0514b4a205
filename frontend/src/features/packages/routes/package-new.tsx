import { PackageNew } from '../components/package-new';

export const handle = { title: 'Package' };
export const Component = PackageNew;
