import { Grid } from '@aws-amplify/ui-react';
import { useState } from 'react';
import { FormCheckboxField, FormSelectField, FormTextField, type SelectOption } from '../../../../components/form';
import { useInsurers } from '../api/lookups';
import type { DocumentForm } from '../utils/document-form';

const asNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/**
 * The claim of an accident repair (docs/data-model-documents.md §6), folded away until
 * needed: the insurer (System/Insurance), policy and claim numbers, the surveyor, the
 * zero-depreciation cover, the compulsory excess, and the two dates that give the
 * vehicle's age for the depreciation of metal parts.
 */
export function ClaimFields({
  surveyors,
  open: initiallyOpen,
}: {
  surveyors: readonly SelectOption[] | undefined;
  open: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const insurers = useInsurers(open);
  const insurerOptions = (insurers.data ?? []).map((i) => ({ value: i._id, label: i.Name }));
  return (
    <details className="kk-doc__claim" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Insurance claim</summary>
      {open ? (
        <Grid
          templateColumns={{ base: '1fr', medium: '1fr 1fr', large: '1fr 1fr 1fr' }}
          gap="small"
          paddingBlock="small"
        >
          <FormSelectField<DocumentForm>
            name="Claim.InsId"
            label="Insurer"
            options={insurerOptions}
            placeholder="Select the insurer"
          />
          <FormTextField<DocumentForm> name="Claim.PolicyNo" label="Policy no." maxLength={60} />
          <FormTextField<DocumentForm> name="Claim.ClaimNo" label="Claim no." maxLength={60} />
          {surveyors ? (
            <FormSelectField<DocumentForm>
              name="Sur_Id"
              label="Surveyor"
              options={surveyors}
              placeholder="Select the surveyor"
            />
          ) : null}
          <FormTextField<DocumentForm>
            name="Claim.Excess"
            label="Compulsory excess (₹)"
            inputMode="decimal"
            parse={asNumber}
          />
          <FormTextField<DocumentForm> name="Claim.RegDt" label="Vehicle registration date" type="date" />
          <FormTextField<DocumentForm> name="Claim.LossDt" label="Date of loss" type="date" />
          <FormCheckboxField<DocumentForm> name="Claim.ZeroDep" label="Zero-depreciation cover" />
        </Grid>
      ) : null}
    </details>
  );
}
