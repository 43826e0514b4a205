import { useParams } from 'react-router';
import { SalesDocView } from '../components/sales-doc-view';

export const handle = { title: 'Sales Estimate' };
export function Component() {
  const { Id = '' } = useParams();
  return <SalesDocView key={Id} kind="SalesEstimate" id={Id} />;
}
