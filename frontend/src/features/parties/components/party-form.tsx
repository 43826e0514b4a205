import { Button, Flex } from '@aws-amplify/ui-react';
import { GENDERS, MAX_EMAILS, MAX_OTHER_PHONES, PARTY_TYPES, TITLES } from '@shared/parties/party-schemas';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { CustomerCategoryMessages } from '@shared/settings/customer-category-messages';
import { PLAIN_FIELDSET } from './plain-fieldset';
import {
  Form,
  FormCheckboxField,
  FormCustomerCategoryField,
  FormRadioGroupField,
  FormSelectField,
  FormTextField,
  setServerFieldErrors,
} from '../../../components/form';
import { notifyError } from '../../../components/toast/toast-store';
import { toClientError } from '../../../lib/api-error';
import { gstinFeedback } from '../../../lib/gstin-feedback';
import {
  checkPartyValues,
  formPath,
  valuesToBody,
  type PartyBody,
  type PartyFormValues,
} from '../utils/party-form-values';
import { AddressFields } from './address-fields';

/** RHF errors are nested objects; the shared schema's issues come as dotted paths. */
function nest(problems: { path: string; message: string }[]): Record<string, unknown> {
  const errors: Record<string, unknown> = {};
  for (const { path, message } of problems) {
    const keys = path.split('.');
    let node = errors;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        if (node[key] === undefined) node[key] = { type: 'validate', message };
      } else {
        node[key] = (node[key] as Record<string, unknown> | undefined) ?? {};
        node = node[key] as Record<string, unknown>;
      }
    });
  }
  return errors;
}

const choices = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));
type F = PartyFormValues;

const partyResolver: Resolver<PartyFormValues> = (values) => {
  const problems = checkPartyValues(values);
  return problems.length === 0 ? { values, errors: {} } : { values: {}, errors: nest(problems) as never };
};

export type PartyFormProps = {
  /** 'Customer', 'Patient' or 'Vendor': names the form. */
  noun: string;
  initialValues: PartyFormValues;
  /** Customers have a category; vendors do not. */
  withCategory: boolean;
  /** Without the right to save, the form shows the record and no Save button. */
  readOnly: boolean;
  /** Saves; a rejection with field errors puts them on the inputs. */
  onSave: (body: PartyBody) => Promise<void>;
};

/** Customer, patient or vendor fields (spec platform §3 'Customer, vendor, patient basics'). */
export function PartyForm({ noun, initialValues, withCategory, readOnly, onSave }: PartyFormProps) {
  const form = useForm<PartyFormValues>({ defaultValues: initialValues, resolver: partyResolver });
  const { handleSubmit, watch, control, formState } = form;
  const { isSubmitting } = formState;
  const otherPhones = useFieldArray({ control, name: 'OtherPhones' });
  const emails = useFieldArray({ control, name: 'Emails' });
  const type = watch('Type');
  const sameAsBilling = watch('SameAsBilling');
  const gstin = gstinFeedback(watch('GSTIN'), watch('BAdd.St'), 'billing');
  const connected = watch('Connect') !== undefined;

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(valuesToBody(values));
    } catch (error) {
      const failure = toClientError(error);
      setServerFieldErrors(form, failure, (path) => formPath(path, values.SameAsBilling));
      notifyError(failure);
    }
  });

  return (
    <Form form={form} onSubmit={(event) => void submit(event)} aria-label={noun}>
      <fieldset disabled={readOnly} style={PLAIN_FIELDSET}>
        <Flex direction="column" gap="medium">
          <FormRadioGroupField<F> name="Type" label="Type" direction="row" options={choices(PARTY_TYPES)} />
          <Flex wrap="wrap" gap="small">
            <FormSelectField<F> name="Sltn" label="Title" placeholder="—" options={choices(TITLES)} />
            {type === 'Individual' ? (
              <FormSelectField<F> name="Sex" label="Gender" placeholder="—" options={choices(GENDERS)} />
            ) : null}
            <FormTextField<F> name="FName" label="First name" />
            <FormTextField<F> name="LName" label="Last name" />
          </Flex>
          <FormTextField<F>
            name="DName"
            label="Display name"
            hint="Left blank, it is made from the title and the names."
          />
          <Flex wrap="wrap" gap="small" alignItems="flex-end">
            <FormTextField<F> name="Phone" label="Phone" type="tel" inputMode="tel" />
            {otherPhones.fields.map((field, index) => (
              <Flex key={field.id} gap="xs" alignItems="flex-end">
                <FormTextField<F>
                  name={`OtherPhones.${index}.value`}
                  label={`Other phone ${index + 1}`}
                  type="tel"
                  inputMode="tel"
                />
                <Button
                  size="small"
                  onClick={() => otherPhones.remove(index)}
                  aria-label={`Remove other phone ${index + 1}`}
                >
                  ✕
                </Button>
              </Flex>
            ))}
            {otherPhones.fields.length < MAX_OTHER_PHONES && !readOnly ? (
              <Button size="small" onClick={() => otherPhones.append({ value: '' })}>
                Add phone
              </Button>
            ) : null}
          </Flex>
          <Flex wrap="wrap" gap="small" alignItems="flex-end">
            {emails.fields.map((field, index) => (
              <Flex key={field.id} gap="xs" alignItems="flex-end">
                <FormTextField<F>
                  name={`Emails.${index}.value`}
                  label={index === 0 ? 'E-mail' : `E-mail ${index + 1}`}
                  type="email"
                />
                {index > 0 ? (
                  <Button size="small" onClick={() => emails.remove(index)} aria-label={`Remove e-mail ${index + 1}`}>
                    ✕
                  </Button>
                ) : null}
              </Flex>
            ))}
            {emails.fields.length < MAX_EMAILS && !readOnly ? (
              <Button size="small" onClick={() => emails.append({ value: '' })}>
                Add e-mail
              </Button>
            ) : null}
          </Flex>
          {type === 'Company' ? (
            <fieldset>
              <legend>Contact person</legend>
              <Flex wrap="wrap" gap="small">
                <FormTextField<F> name="CPerson.Sltn" label="Salutation" />
                <FormSelectField<F> name="CPerson.Sex" label="Sex" options={choices(GENDERS)} />
                <FormTextField<F> name="CPerson.FName" label="First name" />
                <FormTextField<F> name="CPerson.LName" label="Last name" />
                <FormTextField<F> name="CPerson.Phone" label="Phone" type="tel" />
                <FormTextField<F> name="CPerson.Email" label="E-mail" type="email" />
              </Flex>
            </fieldset>
          ) : null}
          <AddressFields which="BAdd" legend="Billing address" />
          <FormCheckboxField<F> name="SameAsBilling" label="Shipping address same as billing" />
          {sameAsBilling ? null : <AddressFields which="SAdd" legend="Shipping address" />}
          <Flex wrap="wrap" gap="small">
            <FormTextField<F>
              name="GSTIN"
              label="GSTIN"
              maxLength={20}
              autoCapitalize="characters"
              liveError={gstin?.tone === 'error' ? gstin.message : undefined}
              hint={gstin?.tone === 'success' ? gstin.message : undefined}
            />
            {withCategory ? (
              <FormCustomerCategoryField<F>
                name="Cat"
                label={`${noun} category`}
                emptyLabel={CustomerCategoryMessages.none}
              />
            ) : null}
            <FormTextField<F>
              name="ConnectCode"
              label={connected ? 'New connection code' : 'Connection code'}
              autoComplete="off"
              spellCheck={false}
              hint={
                connected
                  ? 'Connected to a business on Karkhana. A new code from them replaces the link.'
                  : 'A code from another business on Karkhana links this record to it, for chat.'
              }
            />
          </Flex>
        </Flex>
      </fieldset>
      {readOnly ? null : (
        <Flex marginBlockStart="medium">
          <Button type="submit" variation="primary" isLoading={isSubmitting} loadingText="Saving">
            Save
          </Button>
        </Flex>
      )}
    </Form>
  );
}
