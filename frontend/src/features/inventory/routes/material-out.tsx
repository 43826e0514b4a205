import { MaterialView } from '../components/material-view';

export const handle = { title: 'Material Out' };
export const Component = () => <MaterialView kind="Out" />;
