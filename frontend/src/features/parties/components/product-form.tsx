import { Button, Flex } from '@aws-amplify/ui-react';
import { BODY_TYPES } from '@shared/parties/product-schemas';
import { useForm, type Resolver } from 'react-hook-form';
import { PLAIN_FIELDSET } from './plain-fieldset';
import { Form, FormSelectField, FormTextField, setServerFieldErrors } from '../../../components/form';
import { notifyError } from '../../../components/toast/toast-store';
import { toClientError } from '../../../lib/api-error';
import {
  checkProductValues,
  productFormPath,
  productValuesToBody,
  type ProductBody,
  type ProductFormValues,
} from '../utils/product-form-values';

type F = ProductFormValues;

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
export function ProductForm({
  noun,
  initialValues,
  requireRegNo,
  readOnly,
  submitLabel = 'Save',
  onSave,
  onCancel,
}: ProductFormProps) {
  const resolver: Resolver<ProductFormValues> = (values) => {
    const problems = checkProductValues(values, requireRegNo);
    if (problems.length === 0) return { values, errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(problems.map((p) => [p.path, { type: 'validate', message: p.message }])),
    };
  };
  const form = useForm<ProductFormValues>({ defaultValues: initialValues, resolver });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(productValuesToBody(values));
    } catch (error) {
      const failure = toClientError(error);
      setServerFieldErrors(form, failure, productFormPath);
      notifyError(failure);
    }
  });

  return (
    <Form form={form} onSubmit={(event) => void submit(event)} aria-label={noun}>
      <fieldset disabled={readOnly} style={PLAIN_FIELDSET}>
        <Flex direction="column" gap="small">
          <Flex wrap="wrap" gap="small">
            <FormTextField<F>
              name="RegNo"
              label="Registration number"
              autoCapitalize="characters"
              isRequired={requireRegNo}
            />
            <FormTextField<F> name="Make" label="Make" />
            <FormTextField<F> name="Model" label="Model" />
            <FormTextField<F> name="Variant" label="Variant" />
          </Flex>
          <Flex wrap="wrap" gap="small">
            <FormTextField<F> name="Year" label="Year" inputMode="numeric" maxLength={4} />
            <FormTextField<F> name="VIN" label="VIN" autoCapitalize="characters" maxLength={20} />
            <FormSelectField<F>
              name="Body"
              label="Body type"
              placeholder="—"
              options={BODY_TYPES.map((body) => ({ value: body, label: body }))}
            />
            <FormTextField<F> name="Odo" label="Odometer (km)" inputMode="numeric" />
          </Flex>
          <Flex wrap="wrap" gap="small">
            <FormTextField<F> name="Insurer" label="Insurer" />
            <FormTextField<F> name="PolicyNo" label="Policy number" />
            <FormTextField<F> name="ExpDt" label="Policy expiry" type="date" />
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
    </Form>
  );
}
