import { useSearchParams } from 'react-router';
import { DirectReceiveForm } from '../components/direct-receive-form';
import { ReceiveForm } from '../components/receive-form';

export const handle = { title: 'Receive Parts' };

/** Against an order (?PoId=) or, without one, the vendor's goods on their own (docs/purchasing.md §20). */
export function Component() {
  const [params] = useSearchParams();
  if (params.get('PoId')) return <ReceiveForm />;
  return (
    <div className="kk-screen">
      <DirectReceiveForm />
    </div>
  );
}
