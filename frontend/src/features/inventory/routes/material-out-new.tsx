import { MaterialForm } from '../components/material-form';

export const handle = { title: 'Material Out' };
export const Component = () => <MaterialForm kind="Out" />;
