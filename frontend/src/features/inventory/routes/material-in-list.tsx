import { MaterialList } from '../components/material-list';

export const handle = { title: 'Material In' };
export const Component = () => <MaterialList kind="In" />;
