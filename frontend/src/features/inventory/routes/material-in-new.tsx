import { MaterialForm } from '../components/material-form';

export const handle = { title: 'Material In' };
export const Component = () => <MaterialForm kind="In" />;
