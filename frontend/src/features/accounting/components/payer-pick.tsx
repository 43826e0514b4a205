import { useMemo } from 'react';
import { customerSearch } from '../../../components/combobox/customer-search';
import { SearchCombobox } from '../../../components/combobox/search-combobox';

/** Who paid: a customer (searched by name, phone or vehicle) or, from an insurer's invoice, the insurer. */
export type Payer = { Cust?: string | undefined; InsId?: string | undefined; Name: string };

export function PayerPick({ payer, onChange }: { payer: Payer; onChange: (payer: Payer) => void }) {
  const search = useMemo(() => customerSearch(), []);
  return (
    <SearchCombobox
      label="Received from"
      text={payer.Name}
      // Typing a new name forgets the payer picked before: the open invoices follow the pick.
      onTextChange={(Name) => onChange({ Name })}
      search={search.search}
      onPick={(option) => {
        const customer = search.recordOf(option);
        if (customer) onChange({ Cust: customer._id, Name: customer.DName });
      }}
    />
  );
}
