import { Button, TextField } from '@aws-amplify/ui-react';
import type { PartyRow } from '@shared/parties/search-schemas';
import { useMemo } from 'react';
import { customerSearch } from '../../../components/combobox/customer-search';
import { SearchCombobox } from '../../../components/combobox/search-combobox';

/**
 * The buyer of a counter sale: a walk-in by default (name, phone and GSTIN all
 * optional), or a customer on record picked by name, phone or vehicle, whose
 * GSTIN and state the server reads from the record. A GSTIN makes the receipt
 * a tax invoice.
 */
export type Buyer = { Name: string; Ph: string; GSTIN: string; customer?: PartyRow | undefined };
export const WALK_IN: Buyer = { Name: '', Ph: '', GSTIN: '' };

export function CounterBuyer({ buyer, onChange }: { buyer: Buyer; onChange: (buyer: Buyer) => void }) {
  const search = useMemo(() => customerSearch(), []);
  if (buyer.customer)
    return (
      <div role="group" aria-label="Customer">
        <p>
          <strong>{buyer.customer.DName}</strong>
          {buyer.customer.GSTIN ? ` · GSTIN ${buyer.customer.GSTIN}` : ''}
        </p>
        <Button size="small" variation="link" onClick={() => onChange(WALK_IN)}>
          Walk-in instead
        </Button>
      </div>
    );
  return (
    <>
      <SearchCombobox
        label="Customer (walk-in, or find one)"
        text={buyer.Name}
        onTextChange={(Name) => onChange({ ...buyer, Name })}
        search={search.search}
        onPick={(option) => {
          const customer = search.recordOf(option);
          if (customer) onChange({ ...WALK_IN, Name: customer.DName, customer });
        }}
      />
      <TextField
        label="Phone"
        size="small"
        inputMode="tel"
        value={buyer.Ph}
        onChange={(e) => onChange({ ...buyer, Ph: e.target.value })}
      />
      <TextField
        label="Buyer GSTIN (tax invoice)"
        size="small"
        value={buyer.GSTIN}
        onChange={(e) => onChange({ ...buyer, GSTIN: e.target.value })}
      />
    </>
  );
}

/** The body's buyer: a customer's id, or the walk-in's fields typed (none: a walk-in with no record). */
export function buyerBody(buyer: Buyer): { Cust: string } | { Walk: Record<string, string> } | Record<string, never> {
  if (buyer.customer) return { Cust: buyer.customer._id };
  const Walk = {
    ...(buyer.Name.trim() ? { Name: buyer.Name.trim() } : {}),
    ...(buyer.Ph.trim() ? { Ph: buyer.Ph.trim() } : {}),
    ...(buyer.GSTIN.trim() ? { GSTIN: buyer.GSTIN.trim() } : {}),
  };
  return Object.keys(Walk).length > 0 ? { Walk } : {};
}

/** The buyer's GSTIN as far as the screen knows it (the server reads a customer's from the record). */
export const buyerGstin = (buyer: Buyer): string => (buyer.customer?.GSTIN ?? buyer.GSTIN).trim().toUpperCase();
