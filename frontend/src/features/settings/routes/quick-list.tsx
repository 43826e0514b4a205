import { Button, Flex, Text } from '@aws-amplify/ui-react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Messages } from '@shared/api/messages';
import { MAX_QUICK_LIST_ENTRIES, type QuickListEntry } from '@shared/reference/branch-setup-schemas';
import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { ComboboxSearch, LineGridColumn } from '../../../components/line-grid/line-grid-columns';
import { LineGrid } from '../../../components/line-grid/line-grid';
import { notifyError, toast } from '../../../components/toast/toast-store';
import { useUnsavedChanges } from '../../../components/unsaved-changes/use-unsaved-changes';
import { toClientError } from '../../../lib/api-error';
import { useQuickList, useSaveQuickList } from '../api/quick-list';
import { SettingsPage } from '../components/settings-page';
import {
  baselineAfter,
  blankLine,
  isBlankNewLine,
  lineOf,
  quickListChanges,
  quickListForm,
  type QuickListForm,
  type QuickListLine,
} from '../utils/quick-list-changes';

export const handle = { title: 'Quick List' };

const SUGGESTIONS = 8;

/** Op codes already on the list, by code or description (there is no op-code lookup yet to search instead). */
const searchWithin =
  (entries: readonly QuickListEntry[]): ComboboxSearch =>
  (text) => {
    const wanted = text.toLowerCase();
    const found = entries.filter(
      (e) => e.OpCode.toLowerCase().includes(wanted) || e.Desc.toLowerCase().includes(wanted),
    );
    return Promise.resolve(
      found.slice(0, SUGGESTIONS).map((e) => ({ value: e.OpCode, label: e.OpCode, detail: e.Desc })),
    );
  };

/** Under the line: what the server said (a 409's own words, not the catalogue's bare 'Duplicate'). */
const refusalText = (error: unknown): string => {
  const failure = toClientError(error);
  return failure.detail ?? failure.message;
};

const countText = (n: number): string => (n === 1 ? '1 entry' : `${n} entries`);

/** The list as a grid of lines: each line an entry, saved on its own with the `ver` it was read at. */
function QuickListEditor({ read }: { read: readonly QuickListEntry[] }) {
  const save = useSaveQuickList();
  const [baseline, setBaseline] = useState<readonly QuickListEntry[]>(read);
  // Lines the server refused at the last save, by line key, with the reason shown under the line.
  const [refusals, setRefusals] = useState<ReadonlyMap<string, string>>(new Map());
  const form = useForm<QuickListForm>({
    resolver: zodResolver(quickListForm),
    defaultValues: { rows: read.map(lineOf) },
  });
  const { reset } = form;
  const lines = useWatch({ control: form.control, name: 'rows' });
  const changes = useMemo(() => quickListChanges(lines ?? [], baseline), [lines, baseline]);
  const dirty = changes.length > 0;
  useUnsavedChanges(dirty);

  // A newer read (after a save, or a refetch) replaces the lines only while nothing is being edited.
  const takeRead = useEffectEvent((next: readonly QuickListEntry[]) => {
    if (dirty) return;
    setBaseline(next);
    reset({ rows: next.map(lineOf) });
  });
  useEffect(() => takeRead(read), [read]);

  const search = useMemo(() => searchWithin(baseline), [baseline]);
  const columns = useMemo<LineGridColumn<QuickListLine>[]>(
    () => [
      {
        key: 'OpCode',
        header: 'Op code',
        kind: 'combobox',
        width: '10rem',
        required: true,
        maxLength: 30,
        search,
        onPick: (option, line) => {
          if (line.row.Desc.trim() === '' && option.detail) line.set('Desc', option.detail);
        },
      },
      { key: 'Desc', header: 'Description', kind: 'text', required: true, maxLength: 200 },
    ],
    [search],
  );
  const lineError = useCallback((line: QuickListLine) => refusals.get(line.Key), [refusals]);

  const onSave = async (values: QuickListForm) => {
    const outcomes = await save.mutateAsync(quickListChanges(values.rows, baseline));
    const saved = baselineAfter(baseline, outcomes);
    const created = new Map(
      outcomes.flatMap((o) =>
        o.ok && o.change.kind === 'create' && o.entry ? [[o.change.key, o.entry._id] as const] : [],
      ),
    );
    const failed = outcomes.flatMap((o) => (o.ok ? [] : [o]));
    const rows = values.rows.map((line) => {
      const id = created.get(line.Key);
      return id ? { ...line, Key: id, _id: id } : line;
    });
    setBaseline(saved);
    setRefusals(new Map(failed.map((o) => [o.change.key, refusalText(o.error)])));
    if (failed.length === 0) {
      form.reset({ rows });
      toast.success(Messages.saved);
      return;
    }
    // Saved lines keep their new ids; the refused ones keep the user's text until Refresh (platform §8).
    form.setValue('rows', rows);
    notifyError(failed[0]?.error);
  };

  const submit = (): void => {
    const kept = form.getValues('rows').filter((line) => !isBlankNewLine(line));
    if (kept.length !== form.getValues('rows').length) form.setValue('rows', kept);
    void form.handleSubmit(onSave)();
  };

  const discard = (): void => {
    setRefusals(new Map());
    form.reset({ rows: baseline.map(lineOf) });
  };

  return (
    <form
      noValidate
      aria-label="Quick list"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Flex direction="column" gap="small">
        {lines?.length === 0 ? <Text>The quick list is empty.</Text> : null}
        <LineGrid
          form={form}
          name="rows"
          columns={columns}
          newLine={blankLine}
          label="Quick list"
          lineNoun="entry"
          addLabel="Add entry"
          maxLines={MAX_QUICK_LIST_ENTRIES}
          summary={(rows) => countText(rows.filter((line) => !isBlankNewLine(line)).length)}
          lineError={lineError}
        />
        <Flex gap="small">
          <Button type="submit" variation="primary" isLoading={save.isPending} loadingText="Saving" isDisabled={!dirty}>
            Save
          </Button>
          <Button onClick={discard} isDisabled={!dirty || save.isPending}>
            Discard changes
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}

function QuickList() {
  const list = useQuickList();
  return (
    <SettingsPage
      title="Quick List"
      description="Operation codes offered first when adding services to a repair order, in this order. Enter moves to the next cell and adds an entry after the last; Alt+↑/↓ moves an entry."
      loading={list.isPending}
      error={list.error}
      onRetry={() => void list.refetch()}
    >
      {list.data ? <QuickListEditor read={list.data} /> : null}
    </SettingsPage>
  );
}

/** settings/quicklist (spec platform §2, §6 quick list needs entity admin; service-documents §7 OpCodeQuickLists). */
export function Component() {
  return <QuickList />;
}
