import { useParams } from 'react-router';
import { SalesDocView } from '../components/sales-doc-view';

export const handle = { title: 'Sales Order' };
export function Component() {
  const { Id = '' } = useParams();
  // Keyed by id: another order opened from here starts with its own panels closed.
  return <SalesDocView key={Id} kind="SalesOrder" id={Id} />;
}
