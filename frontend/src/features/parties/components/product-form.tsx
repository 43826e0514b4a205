import { Button, Flex, SelectField, TextField } from '@aws-amplify/ui-react';
import { BODY_TYPES } from '@shared/parties/product-schemas';
import { useForm, type Resolver } from 'react-hook-form';
import { PLAIN_FIELDSET } from './plain-fieldset';
import { notifyError } from '../../../components/toast/toast-store';
import { toClientError } from '../../../lib/api-error';
import {
  checkProductValues,
  productFormPath,
  productValuesToBody,
  type ProductBody,
  type ProductFormValues,
} from '../utils/product-form-values';

export type ProductFormProps = {
  /** Accessible name, e.g. 'Vehicle'. */
  noun: string;
  initialValues: ProductFormValues;
  /** Auto branches know a vehicle by its registration number: required there. */
  requireRegNo: boolean;
  readOnly: boolean;
  submitLabel?: string;
  onSave: (body: ProductBody) => Promise<void>;
  onCancel?: () => void;
};

/** Vehicle (auto) or equipment/product fields; also the 'Add vehicle' form of a customer. */
export function ProductForm({ noun, initialValues, requireRegNo, readOnly, submitLabel = 'Save', onSave, onCancel }: ProductFormProps) {
  const resolver: Resolver<ProductFormValues> = (values) => {
    const problems = checkProductValues(values, requireRegNo);
    if (problems.length === 0) return { values, errors: {} };
    return { values: {}, errors: Object.fromEntries(problems.map((p) => [p.path, { type: 'validate', message: p.message }])) };
  };
  const { register, handleSubmit, setError, formState } = useForm<ProductFormValues>({ defaultValues: initialValues, resolver });
  const { errors, isSubmitting } = formState;
  const err = (name: keyof ProductFormValues) => ({ hasError: errors[name] !== undefined, errorMessage: errors[name]?.message });

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(productValuesToBody(values));
    } catch (error) {
      const failure = toClientError(error);
      for (const fieldError of failure.errors ?? []) {
        const path = productFormPath(fieldError.path);
        if (path) setError(path, { message: fieldError.message });
      }
      notifyError(failure);
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={noun}>
      <fieldset disabled={readOnly} style={PLAIN_FIELDSET}>
        <Flex direction="column" gap="small">
          <Flex wrap="wrap" gap="small">
            <TextField label="Registration number" autoCapitalize="characters" isRequired={requireRegNo} {...err('RegNo')} {...register('RegNo')} />
            <TextField label="Make" {...err('Make')} {...register('Make')} />
            <TextField label="Model" {...err('Model')} {...register('Model')} />
            <TextField label="Variant" {...err('Variant')} {...register('Variant')} />
          </Flex>
          <Flex wrap="wrap" gap="small">
            <TextField label="Year" inputMode="numeric" maxLength={4} {...err('Year')} {...register('Year')} />
            <TextField label="VIN" autoCapitalize="characters" maxLength={20} {...err('VIN')} {...register('VIN')} />
            <SelectField label="Body type" {...err('Body')} {...register('Body')}>
              <option value="">—</option>
              {BODY_TYPES.map((body) => (
                <option key={body} value={body}>
                  {body}
                </option>
              ))}
            </SelectField>
            <TextField label="Odometer (km)" inputMode="numeric" {...err('Odo')} {...register('Odo')} />
          </Flex>
          <Flex wrap="wrap" gap="small">
            <TextField label="Insurer" {...err('Insurer')} {...register('Insurer')} />
            <TextField label="Policy number" {...err('PolicyNo')} {...register('PolicyNo')} />
            <TextField label="Policy expiry" type="date" {...err('ExpDt')} {...register('ExpDt')} />
          </Flex>
        </Flex>
      </fieldset>
      {readOnly ? null : (
        <Flex marginBlockStart="medium" gap="small">
          <Button type="submit" variation="primary" isLoading={isSubmitting} loadingText="Saving">
            {submitLabel}
          </Button>
          {onCancel ? <Button onClick={onCancel}>Cancel</Button> : null}
        </Flex>
      )}
    </form>
  );
}
