import { MaterialView } from '../components/material-view';

export const handle = { title: 'Material In' };
export const Component = () => <MaterialView kind="In" />;
