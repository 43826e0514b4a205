import { Alert, Button, Flex, Heading, Loader, Text } from '@aws-amplify/ui-react';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Form } from '../../../components/form';

export type SettingsPageProps = {
  title: string;
  description?: string;
  /** The settings are still loading, or failed to load. */
  loading: boolean;
  error?: Error | null;
  onRetry?: () => void;
  children: ReactNode;
};

/** The frame of every settings screen: heading, loading and failure states. */
export function SettingsPage({ title, description, loading, error, onRetry, children }: SettingsPageProps) {
  return (
    <Flex direction="column" gap="medium" className="kk-settings-page">
      <Heading level={2}>{title}</Heading>
      {description ? <Text variation="secondary">{description}</Text> : null}
      {loading ? <Loader size="large" ariaLabel={`Loading ${title}`} /> : null}
      {error ? (
        <Alert variation="error" heading={error.message}>
          {onRetry ? <Button onClick={onRetry}>Retry</Button> : null}
        </Alert>
      ) : null}
      {!loading && !error ? children : null}
    </Flex>
  );
}

export type SettingsFormProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  children: ReactNode;
};

/** A settings form with its Save button, offered once something was changed. */
export function SettingsForm<T extends FieldValues>({ form, onSubmit, saving, children }: SettingsFormProps<T>) {
  return (
    <Form form={form} onSubmit={onSubmit} className="kk-settings-form">
      <Flex direction="column" gap="medium" maxWidth="40rem">
        {children}
        <Flex justifyContent="flex-start">
          <Button
            type="submit"
            variation="primary"
            isLoading={saving}
            loadingText="Saving"
            isDisabled={!form.formState.isDirty}
          >
            Save
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
