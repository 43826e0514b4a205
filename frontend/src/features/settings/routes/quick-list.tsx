import { Button, Flex, Heading, Table, TableBody, TableCell, TableHead, TableRow, Text, TextField } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Messages } from '@shared/api/messages';
import { MAX_QUICK_LIST_ENTRIES, quickListInput, type QuickListEntry, type QuickListInput } from '@shared/reference/branch-setup-schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { toast } from '../../../components/toast/toast-store';
import { useUnsavedChanges } from '../../../components/unsaved-changes/use-unsaved-changes';
import { setServerFieldErrors } from '../../../lib/form-values';
import { useDeleteQuickListEntry, useQuickList, useSaveQuickListEntry } from '../api/quick-list';
import { SettingsPage } from '../components/settings-page';

export const handle = { title: 'Quick List' };

/** Add or edit one entry; positions start at 1 (spec platform §3 'Quick service'). */
function QuickListEntryForm({ entry, nextPos, onDone }: { entry: QuickListEntry | undefined; nextPos: number; onDone: () => void }) {
  const saveEntry = useSaveQuickListEntry();
  const form = useForm<QuickListInput>({
    resolver: zodResolver(quickListInput),
    defaultValues: entry ? { Pos: entry.Pos, OpCode: entry.OpCode, Desc: entry.Desc } : { Pos: nextPos, OpCode: '', Desc: '' },
  });
  const { errors } = form.formState;
  useUnsavedChanges(form.formState.isDirty);

  const save = form.handleSubmit((input) => {
    // A taken position moves that entry and the ones after it down rather than failing.
    saveEntry.mutate(
      { ...(entry ? { id: entry._id } : {}), input, shift: true },
      {
        onSuccess: () => {
          toast.success(entry ? Messages.updated : Messages.saved);
          form.reset({ Pos: nextPos + (entry ? 0 : 1), OpCode: '', Desc: '' });
          onDone();
        },
        onError: (error) => setServerFieldErrors(form, error),
      },
    );
  });

  return (
    <form onSubmit={save} noValidate aria-label={entry ? `Edit ${entry.OpCode}` : 'Add to quick list'}>
      <Flex gap="small" alignItems="flex-end" wrap="wrap">
        <TextField
          label="Position"
          type="number"
          min={1}
          max={MAX_QUICK_LIST_ENTRIES}
          width="7rem"
          hasError={errors.Pos !== undefined}
          errorMessage={errors.Pos?.message}
          {...form.register('Pos', { valueAsNumber: true })}
        />
        <TextField label="Op code" width="10rem" hasError={errors.OpCode !== undefined} errorMessage={errors.OpCode?.message} {...form.register('OpCode')} />
        <TextField label="Description" flex="1" hasError={errors.Desc !== undefined} errorMessage={errors.Desc?.message} {...form.register('Desc')} />
        <Button type="submit" variation="primary" isLoading={saveEntry.isPending} loadingText="Saving">
          {entry ? 'Save' : 'Add'}
        </Button>
        {entry ? <Button onClick={onDone}>Cancel</Button> : null}
      </Flex>
    </form>
  );
}

function QuickList() {
  const list = useQuickList();
  const move = useSaveQuickListEntry();
  const remove = useDeleteQuickListEntry();
  const [editing, setEditing] = useState<QuickListEntry | undefined>();
  const [deleting, setDeleting] = useState<QuickListEntry | undefined>();
  const entries = list.data ?? [];
  const nextPos = Math.min((entries.at(-1)?.Pos ?? 0) + 1, MAX_QUICK_LIST_ENTRIES);

  const shift = (entry: QuickListEntry, by: -1 | 1) =>
    move.mutate({ id: entry._id, input: { Pos: entry.Pos + by, OpCode: entry.OpCode, Desc: entry.Desc }, shift: true });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting._id, { onSuccess: () => toast.success(Messages.deleted), onSettled: () => setDeleting(undefined) });
  };

  return (
    <SettingsPage
      title="Quick List"
      description="Operation codes offered first when adding services to a repair order, in this order."
      loading={list.isPending}
      error={list.error}
      onRetry={() => void list.refetch()}
    >
      {entries.length < MAX_QUICK_LIST_ENTRIES ? <QuickListEntryForm key={`new-${nextPos}`} entry={undefined} nextPos={nextPos} onDone={() => undefined} /> : null}
      {entries.length === 0 ? <Text>The quick list is empty.</Text> : null}
      {entries.length > 0 ? (
        <Table caption="Quick list" size="small" highlightOnHover>
          <TableHead>
            <TableRow>
              <TableCell as="th">Position</TableCell>
              <TableCell as="th">Op code</TableCell>
              <TableCell as="th">Description</TableCell>
              <TableCell as="th">
                <span className="kk-visually-hidden">Actions</span>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry, index) => (
              <TableRow key={entry._id}>
                <TableCell>{entry.Pos}</TableCell>
                <TableCell>{entry.OpCode}</TableCell>
                <TableCell>{entry.Desc}</TableCell>
                <TableCell>
                  <Flex gap="xs">
                    <Button size="small" onClick={() => shift(entry, -1)} isDisabled={entry.Pos <= 1 || move.isPending} aria-label={`Move ${entry.OpCode} up`}>
                      ↑
                    </Button>
                    <Button
                      size="small"
                      onClick={() => shift(entry, 1)}
                      isDisabled={index === entries.length - 1 || entry.Pos >= MAX_QUICK_LIST_ENTRIES || move.isPending}
                      aria-label={`Move ${entry.OpCode} down`}
                    >
                      ↓
                    </Button>
                    <Button size="small" onClick={() => setEditing(entry)} aria-label={`Edit ${entry.OpCode}`}>
                      Edit
                    </Button>
                    <Button size="small" variation="destructive" onClick={() => setDeleting(entry)} aria-label={`Delete ${entry.OpCode}`}>
                      Delete
                    </Button>
                  </Flex>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {editing ? (
        <section aria-label="Edit entry">
          <Heading level={3}>Edit {editing.OpCode}</Heading>
          <QuickListEntryForm key={editing._id} entry={editing} nextPos={nextPos} onDone={() => setEditing(undefined)} />
        </section>
      ) : null}
      <ConfirmDialog
        open={deleting !== undefined}
        title="Delete entry"
        message={`Remove ${deleting?.OpCode ?? ''} from the quick list?`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(undefined)}
      />
    </SettingsPage>
  );
}

/** settings/quicklist (spec platform §2, §6 quick list needs entity admin; service-documents §7 OpCodeQuickLists). */
export function Component() {
  return <QuickList />;
}
