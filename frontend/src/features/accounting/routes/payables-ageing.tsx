import { PayablesAgeing } from '../components/statements/payables-ageing';

export const handle = { title: 'Payables ageing' };
export const Component = PayablesAgeing;
