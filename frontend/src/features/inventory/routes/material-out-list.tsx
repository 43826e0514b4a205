import { MaterialList } from '../components/material-list';

export const handle = { title: 'Material Out' };
export const Component = () => <MaterialList kind="Out" />;
