import { Button, CheckboxField, Flex, Radio, RadioGroupField, SelectField, TextField } from '@aws-amplify/ui-react';
import { GENDERS, MAX_EMAILS, MAX_OTHER_PHONES, PARTY_TYPES, TITLES } from '@shared/parties/party-schemas';
import { useFieldArray, useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { PLAIN_FIELDSET } from './plain-fieldset';
import { notifyError } from '../../../components/toast/toast-store';
import { toClientError } from '../../../lib/api-error';
import { gstinFeedback } from '../../../lib/gstin-feedback';
import { checkPartyValues, formPath, valuesToBody, type PartyBody, type PartyFormValues } from '../utils/party-form-values';
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
  const { register, handleSubmit, watch, setError, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const otherPhones = useFieldArray({ control, name: 'OtherPhones' });
  const emails = useFieldArray({ control, name: 'Emails' });
  const type = watch('Type');
  const sameAsBilling = watch('SameAsBilling');
  const gstin = gstinFeedback(watch('GSTIN'), watch('BAdd.St'), 'billing');

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(valuesToBody(values));
    } catch (error) {
      const failure = toClientError(error);
      for (const fieldError of failure.errors ?? []) {
        const path = formPath(fieldError.path, values.SameAsBilling);
        if (path) setError(path as FieldPath<PartyFormValues>, { message: fieldError.message });
      }
      notifyError(failure);
    }
  });

  const err = (message: string | undefined) => ({ hasError: message !== undefined, errorMessage: message });
  const gstinError = errors.GSTIN?.message ?? (gstin?.tone === 'error' ? gstin.message : undefined);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={noun}>
      <fieldset disabled={readOnly} style={PLAIN_FIELDSET}>
        <Flex direction="column" gap="medium">
          <RadioGroupField legend="Type" name="Type" direction="row" value={type} onChange={(e) => form.setValue('Type', e.target.value as PartyFormValues['Type'])}>
            {PARTY_TYPES.map((t) => (
              <Radio key={t} value={t}>
                {t}
              </Radio>
            ))}
          </RadioGroupField>
          <Flex wrap="wrap" gap="small">
            <SelectField label="Title" {...err(errors.Sltn?.message)} {...register('Sltn')}>
              <option value="">—</option>
              {TITLES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </SelectField>
            {type === 'Individual' ? (
              <SelectField label="Gender" {...err(errors.Sex?.message)} {...register('Sex')}>
                <option value="">—</option>
                {GENDERS.map((g) => (
                  <option key={g} value={g}>
                    {g}
                  </option>
                ))}
              </SelectField>
            ) : null}
            <TextField label="First name" {...err(errors.FName?.message)} {...register('FName')} />
            <TextField label="Last name" {...err(errors.LName?.message)} {...register('LName')} />
          </Flex>
          <TextField
            label="Display name"
            descriptiveText="Left blank, it is made from the title and the names."
            {...err(errors.DName?.message)}
            {...register('DName')}
          />
          <Flex wrap="wrap" gap="small" alignItems="flex-end">
            <TextField label="Phone" type="tel" inputMode="tel" {...err(errors.Phone?.message)} {...register('Phone')} />
            {otherPhones.fields.map((field, index) => (
              <Flex key={field.id} gap="xs" alignItems="flex-end">
                <TextField
                  label={`Other phone ${index + 1}`}
                  type="tel"
                  inputMode="tel"
                  {...err(errors.OtherPhones?.[index]?.value?.message)}
                  {...register(`OtherPhones.${index}.value`)}
                />
                <Button size="small" onClick={() => otherPhones.remove(index)} aria-label={`Remove other phone ${index + 1}`}>
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
                <TextField
                  label={index === 0 ? 'E-mail' : `E-mail ${index + 1}`}
                  type="email"
                  {...err(errors.Emails?.[index]?.value?.message)}
                  {...register(`Emails.${index}.value`)}
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
                <TextField label="Salutation" {...err(errors.CPerson?.Sltn?.message)} {...register('CPerson.Sltn')} />
                <SelectField label="Sex" {...err(errors.CPerson?.Sex?.message)} {...register('CPerson.Sex')}>
                  {GENDERS.map((g) => (
                    <option key={g} value={g}>
                      {g}
                    </option>
                  ))}
                </SelectField>
                <TextField label="First name" {...err(errors.CPerson?.FName?.message)} {...register('CPerson.FName')} />
                <TextField label="Last name" {...err(errors.CPerson?.LName?.message)} {...register('CPerson.LName')} />
                <TextField label="Phone" type="tel" {...err(errors.CPerson?.Phone?.message)} {...register('CPerson.Phone')} />
                <TextField label="E-mail" type="email" {...err(errors.CPerson?.Email?.message)} {...register('CPerson.Email')} />
              </Flex>
            </fieldset>
          ) : null}
          <AddressFields which="BAdd" legend="Billing address" register={register} errors={errors} />
          <CheckboxField label="Shipping address same as billing" {...register('SameAsBilling')} />
          {sameAsBilling ? null : <AddressFields which="SAdd" legend="Shipping address" register={register} errors={errors} />}
          <Flex wrap="wrap" gap="small">
            <TextField
              label="GSTIN"
              maxLength={20}
              autoCapitalize="characters"
              {...err(gstinError)}
              descriptiveText={gstin?.tone === 'success' ? gstin.message : undefined}
              {...register('GSTIN')}
            />
            {withCategory ? <TextField label="Customer category" {...err(errors.Cat?.message)} {...register('Cat')} /> : null}
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
    </form>
  );
}
