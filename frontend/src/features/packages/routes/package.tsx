import { useParams } from 'react-router';
import { PackageView } from '../components/package-view';

export const handle = { title: 'Package' };
export function Component() {
  const { Id = '' } = useParams();
  // Keyed by id: another package opened from here starts with its ship form closed.
  return <PackageView key={Id} id={Id} />;
}
