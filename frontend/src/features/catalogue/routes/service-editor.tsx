import { Alert, Button, Flex, Loader } from '@aws-amplify/ui-react';
import { Messages } from '@shared/api/messages';
import { operationCreateBody } from '@shared/catalogue/call-schemas';
import { BODY_TYPES } from '@shared/catalogue/schemas';
import { DEFAULT_INTRA_STATE_TAX_CODE } from '@shared/documents/constants';
import { useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import type * as z from 'zod';
import { Form, formResolver, FormTextField } from '../../../components/form';
import { toast } from '../../../components/toast/toast-store';
import { useUnsavedChanges } from '../../../components/unsaved-changes/use-unsaved-changes';
import { useOperation, useSaveOperation, type OperationRecord } from '../api/operations';
import { CategorySelect } from '../components/category-select';
import { SettingsFrame } from '../components/settings-frame';
import { BODY_TYPE_LABELS } from '../utils/body-types';
import { showSaveError } from '../utils/save-error';

export const handle = { title: 'Service' };

type OperationForm = z.input<typeof operationCreateBody>;
type OperationValues = z.output<typeof operationCreateBody>;

/** Typed numbers: blank stays absent (the schema says it is required), anything else is read as a number. */
const readNumber = (text: string): unknown => (text.trim() === '' ? undefined : Number(text));

const toForm = (op?: OperationRecord): OperationForm => ({
  OpCode: op?.OpCode ?? '',
  Desc: op?.Desc ?? '',
  Cat: op?.Cat ?? '',
  TCode: op?.TCode ?? DEFAULT_INTRA_STATE_TAX_CODE,
  Hrs: op?.Hrs ?? ({} as OperationForm['Hrs']),
});

function OperationEditor({ existing }: { existing?: OperationRecord }) {
  const navigate = useNavigate();
  const save = useSaveOperation();
  const form = useForm<OperationForm, unknown, OperationValues>({
    resolver: formResolver(operationCreateBody),
    defaultValues: toForm(existing),
  });
  useUnsavedChanges(form.formState.isDirty && !form.formState.isSubmitSuccessful);
  const back = () => navigate('/settings/ServiceList');

  const submit = form.handleSubmit((values) =>
    save.mutate(existing ? { opId: existing._id, body: { ver: existing.ver, ...values } } : { body: values }, {
      onSuccess: () => {
        toast.success(existing ? Messages.updated : Messages.saved);
        form.reset(values);
        back();
      },
      onError: (error) => showSaveError(form, error, 'OpCode'),
    }),
  );

  return (
    <Form form={form} onSubmit={submit} aria-label={existing ? `Edit ${existing.OpCode}` : 'New operation'}>
      <Flex direction="column" gap="medium" maxWidth="40rem">
        <FormTextField<OperationForm>
          name="OpCode"
          label="Op code"
          isRequired
          maxLength={30}
          autoCapitalize="characters"
        />
        <FormTextField<OperationForm> name="Desc" label="Description" isRequired maxLength={120} />
        <CategorySelect<OperationForm> name="Cat" />
        <FormTextField<OperationForm>
          name="TCode"
          label="Tax code"
          hint="Intra-state tax code id; 106 is SAC 9987 at 18 %."
          inputMode="numeric"
          parse={readNumber}
        />
        <fieldset className="kk-catalogue__hours">
          <legend>Labour hours</legend>
          {BODY_TYPES.map((body) => (
            <FormTextField<OperationForm>
              key={body}
              name={`Hrs.${body}`}
              label={BODY_TYPE_LABELS[body]}
              isRequired
              inputMode="decimal"
              parse={readNumber}
            />
          ))}
        </fieldset>
        <Flex gap="small" wrap="wrap">
          <Button type="submit" variation="primary" isLoading={save.isPending} loadingText="Saving">
            Save
          </Button>
          <Button onClick={back}>Cancel</Button>
        </Flex>
      </Flex>
    </Form>
  );
}

/**
 * settings/service/New and settings/service/{id} (spec platform §2; Id 'new' creates,
 * §2 'Route parameters'): one operation with its labour hours for every body type.
 * Editing saves against the `ver` read; a system operation saved here becomes the
 * organisation's own copy.
 */
export function Component() {
  const { Id = 'new' } = useParams();
  const isNew = Id.toLowerCase() === 'new';
  const operation = useOperation(isNew ? undefined : Id);
  const title = isNew ? 'New operation' : `Edit ${operation.data?.OpCode ?? 'operation'}`;
  return (
    <SettingsFrame
      title={title}
      description="An operation with its labour times; the labour rate of each body type prices it."
    >
      {operation.isPending ? <Loader size="large" ariaLabel="Loading the operation" /> : null}
      {operation.error ? (
        <Alert variation="error" heading={operation.error.message}>
          <Button onClick={() => void operation.refetch()}>Retry</Button>
        </Alert>
      ) : null}
      {isNew ? (
        <OperationEditor />
      ) : operation.data ? (
        <OperationEditor key={`${operation.data._id}:${operation.data.ver}`} existing={operation.data} />
      ) : null}
    </SettingsFrame>
  );
}
