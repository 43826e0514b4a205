import { MyJobsScreen } from '../components/my-jobs-screen';

export const handle = { title: 'My Jobs' };
export const Component = MyJobsScreen;
