import { useSearchParams } from 'react-router';
import { PaymentForm } from '../components/payment-form';

export const handle = { title: 'Receive Payment' };

/** A new form (and with it a new Idempotency-Key) for each invoice it is opened for. */
export function Component() {
  const [params] = useSearchParams();
  return <PaymentForm key={params.get('Inv') ?? ''} />;
}
