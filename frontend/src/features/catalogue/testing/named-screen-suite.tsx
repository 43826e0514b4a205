import { Messages } from '@shared/api/messages';
import { SearchMessages } from '@shared/messages/search-messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearToasts } from '../../../components/toast/toast-store';
import { cleanUpAfterEach, renderRoute, stubServer, type Sent, type TestRole } from './catalogue-test-kit';
import { NAME_TAKEN, namedListServer, type NamedListOptions, type NamedRow } from './named-list-server';

/** The machine is shared: give list refreshes more than waitFor's default second. */
export const SLOW = { timeout: 5000 };

/**
 * What a short-list settings screen (NamedRecordScreen) must do, told per screen:
 * its rows, what its dialog sends, and whom it lets write.
 */
export type NamedScreenCase = {
  path: string;
  Component: ComponentType;
  /** The list's call path ('Service/Categories'). */
  api: string;
  rows: () => NamedRow[];
  /** Other calls the screen makes (the models' makes), answered before the list's. */
  other?: (sent: Sent) => Response | undefined;
  list?: NamedListOptions;
  /** Heading and table caption. */
  title: string;
  /** Button noun ('New category') and dialog noun ('Edit category'). */
  noun: string;
  dialogNoun: string;
  searchLabel: string;
  /** The label of the name field in the dialog. */
  nameLabel: string;
  /** Which cell of a row names it. */
  nameCell: number;
  /** The row names as listed at first (active rows, in the screen's order). */
  shown: string[];
  /** A filter and the rows it leaves. */
  filter: { typed: string; shown: string[] };
  create: { fill: (dialog: HTMLElement) => Promise<void> | void; body: Record<string, unknown> };
  /** A row (by its button name and id), the new name typed in its dialog, and the PUT body expected. */
  edit: { row: string; id: string; name: string; body: Record<string, unknown> };
  /** A row whose name `edit.row` may not take (the duplicate case). */
  takenName: string;
  /** An active row to deactivate (by its button name) and its ver, and an inactive one. */
  deactivate: { row: string; ver: number; id: string };
  inactive: { row: string; name: string };
  /** Who writes, and who only reads. */
  writer: TestRole;
  reader: TestRole;
  importFile: { csv: string; rows: Record<string, unknown>[] };
};

/** Registers the shared cases; the handle lets a screen's own cases read what was sent to the same fake. */
export function describeNamedScreen(
  name: string,
  c: NamedScreenCase,
): { sent: () => Sent[]; open: (role?: TestRole, at?: string) => void } {
  let sent: Sent[];
  let fake: ReturnType<typeof namedListServer>;

  beforeEach(() => {
    fake = namedListServer(c.api, c.rows(), c.list);
    sent = stubServer((call) => c.other?.(call) ?? fake.answer(call) ?? new Response(null, { status: 404 }));
  });
  cleanUpAfterEach();

  const open = (role: TestRole = c.writer, at = c.path) => {
    renderRoute([{ path: c.path, Component: c.Component }], at, role);
  };
  const table = () => screen.findByRole('table', { name: c.title }, SLOW);
  const names = async () =>
    within(await table())
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[c.nameCell]?.textContent);
  const writes = () =>
    sent.filter((s) => s.method !== 'GET').map((s) => `${s.method} ${s.path} ${JSON.stringify(s.body)}`);

  describe(name, () => {
    it('lists the active rows in order, and the filter narrows them by word prefixes', async () => {
      open();
      expect(await screen.findByRole('heading', { name: c.title, level: 2 })).toBeTruthy();
      await waitFor(async () => expect(await names()).toEqual(c.shown), SLOW);
      const search = screen.getByRole('textbox', { name: c.searchLabel });
      fireEvent.change(search, { target: { value: c.filter.typed } });
      expect(await names()).toEqual(c.filter.shown);
      fireEvent.change(search, { target: { value: 'zzqx' } });
      expect(await screen.findByText(SearchMessages.noResults)).toBeTruthy();
    });

    it('New opens the dialog and saves the create body; Edit saves with the ver it read', async () => {
      open();
      await table();
      fireEvent.click(screen.getByRole('button', { name: `New ${c.noun}` }));
      const dialog = screen.getByRole('dialog', { name: `New ${c.dialogNoun}` });
      await c.create.fill(dialog);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await screen.findByText(Messages.saved, undefined, SLOW);
      act(() => clearToasts());

      fireEvent.click(screen.getByRole('button', { name: `Edit ${c.edit.row}` }));
      const edit = screen.getByRole('dialog', { name: `Edit ${c.dialogNoun}` });
      fireEvent.change(within(edit).getByRole('textbox', { name: c.nameLabel }), { target: { value: c.edit.name } });
      fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
      await screen.findByText(Messages.updated, undefined, SLOW);
      expect(writes()).toEqual([
        `POST ${c.api} ${JSON.stringify(c.create.body)}`,
        `PUT ${c.api}/${c.edit.id} ${JSON.stringify(c.edit.body)}`,
      ]);
    });

    it('a name already in the list is shown under the name field, not as a toast', async () => {
      open();
      await table();
      fireEvent.click(screen.getByRole('button', { name: `Edit ${c.edit.row}` }));
      const dialog = screen.getByRole('dialog', { name: `Edit ${c.dialogNoun}` });
      const field = within(dialog).getByRole('textbox', { name: c.nameLabel });
      fireEvent.change(field, { target: { value: c.takenName } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText(NAME_TAKEN, undefined, SLOW)).toBeTruthy();
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(screen.queryByText(Messages.conflict)).toBeNull();
      expect(screen.getByRole('dialog', { name: `Edit ${c.dialogNoun}` })).toBeTruthy();
    });

    it('deactivates after a confirmation with the ver read; Show inactive lists inactive rows, which Activate brings back', async () => {
      open();
      await waitFor(async () => expect(await names()).toEqual(c.shown), SLOW);
      fireEvent.click(screen.getByRole('button', { name: `Deactivate ${c.deactivate.row}` }));
      fireEvent.click(
        within(screen.getByRole('dialog', { name: `Deactivate ${c.noun}` })).getByRole('button', {
          name: 'Deactivate',
        }),
      );
      await screen.findByText(Messages.updated, undefined, SLOW);
      await waitFor(async () => expect((await names()).length).toBe(c.shown.length - 1), SLOW);
      expect(screen.queryByRole('button', { name: `Edit ${c.inactive.row}` })).toBeNull();

      fireEvent.click(screen.getByRole('switch', { name: 'Show inactive' }));
      await waitFor(async () => expect(await names()).toContain(c.inactive.name), SLOW);
      expect((await names()).length).toBe(c.shown.length + 1);
      act(() => clearToasts());
      fireEvent.click(screen.getByRole('button', { name: `Activate ${c.deactivate.row}` }));
      await screen.findByText(Messages.updated, undefined, SLOW);
      expect(writes()).toEqual([
        `PUT ${c.api}/${c.deactivate.id}/Deactivate {"ver":${c.deactivate.ver}}`,
        `PUT ${c.api}/${c.deactivate.id} {"ver":${c.deactivate.ver + 1},"Act":true}`,
      ]);
    });

    it('imports a CSV file for writers: a dry run first, then the rows', async () => {
      open();
      await table();
      fireEvent.click(screen.getByRole('button', { name: 'Import from CSV' }));
      const dialog = await screen.findByRole('dialog', { name: /^Import .* from CSV$/ });
      await act(async () => {
        fireEvent.change(within(dialog).getByLabelText('CSV file'), {
          target: { files: [new File([c.importFile.csv], 'list.csv', { type: 'text/csv' })] },
        });
      });
      const button = await within(dialog).findByRole(
        'button',
        { name: `Import ${c.importFile.rows.length} rows` },
        SLOW,
      );
      await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false), SLOW);
      fireEvent.click(button);
      await waitFor(() => expect(fake.imported).toEqual([c.importFile.rows]), SLOW);
      expect(sent.filter((s) => s.path === `${c.api}/Import`).map((s) => s.query.DryRun ?? 'write')).toEqual([
        'true',
        'write',
      ]);
    });

    it(`is read-only for a reader (${c.reader}): no New, Edit, Deactivate or Import`, async () => {
      open(c.reader);
      await waitFor(async () => expect(await names()).toEqual(c.shown), SLOW);
      expect(screen.queryByRole('button', { name: `New ${c.noun}` })).toBeNull();
      expect(screen.queryByRole('button', { name: /^(Edit|Deactivate|Activate) / })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Import from CSV' })).toBeNull();
    });
  });
  return { sent: () => sent, open };
}
