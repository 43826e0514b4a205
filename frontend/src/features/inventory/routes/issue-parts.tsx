import { IssueParts } from '../components/issue-parts';

export const handle = { title: 'Issue Parts' };
export const Component = IssueParts;
