import { useParams } from 'react-router';
import { ChallanView } from '../components/challan-view';

export const handle = { title: 'Delivery Challan' };
export function Component() {
  const { Id = '' } = useParams();
  // Keyed by id: another challan opened from here starts with its own panels closed.
  return <ChallanView key={Id} id={Id} />;
}
