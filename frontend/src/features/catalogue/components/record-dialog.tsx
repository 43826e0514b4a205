import { Button, Flex } from '@aws-amplify/ui-react';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Dialog } from '../../../components/dialog/dialog';
import { Form } from '../../../components/form';
import { useUnsavedChanges } from '../../../components/unsaved-changes/use-unsaved-changes';

export type RecordDialogProps<T extends FieldValues, O extends FieldValues> = {
  title: string;
  form: UseFormReturn<T, unknown, O>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  onClose: () => void;
  children: ReactNode;
};

/** Create or edit one short record in a dialog: fields, Cancel and Save (Enter saves); unsaved changes are guarded. */
export function RecordDialog<T extends FieldValues, O extends FieldValues>({
  title,
  form,
  onSubmit,
  saving,
  onClose,
  children,
}: RecordDialogProps<T, O>) {
  useUnsavedChanges(form.formState.isDirty);
  return (
    <Dialog open title={title} onClose={onClose}>
      <Form form={form} onSubmit={onSubmit}>
        <Flex direction="column" gap="small">
          {children}
          <Flex justifyContent="flex-end" gap="small">
            <Button onClick={onClose}>Cancel</Button>
            <Button type="submit" variation="primary" isLoading={saving} loadingText="Saving">
              Save
            </Button>
          </Flex>
        </Flex>
      </Form>
    </Dialog>
  );
}
