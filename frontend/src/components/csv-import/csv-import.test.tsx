import { labourRate, operation } from '@shared/catalogue/schemas';
import { ImportMessages } from '@shared/messages/import-messages';
import { FieldMessages } from '@shared/validation/field-messages';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClientError } from '../../lib/api-error';
import { CsvImport } from './csv-import';
import { checkCsvRows, type CsvColumn } from './csv-rows';
import type { ImportCall } from './run-import';

/** The server's own record schema (an operation without its id), as a screen would pass it. */
const schema = operation.omit({ _id: true });

const columns: CsvColumn[] = [
  { header: 'Op code', field: 'OpCode', required: true, unique: true, aliases: ['Code'] },
  { header: 'Description', field: 'Desc', required: true },
  { header: 'Category', field: 'Cat', required: true },
  { header: 'SAC', field: 'SAC' },
  { header: 'Tax code', field: 'TCode', kind: 'number' },
  { header: 'Hatchback hours', field: 'Hrs.HATCHBACK', kind: 'number', required: true },
  { header: 'Sedan hours', field: 'Hrs.SEDAN', kind: 'number', required: true },
  { header: 'SUV hours', field: 'Hrs.SUV', kind: 'number', required: true },
];

const GOOD = [
  'Op code,Description,Category,SAC,Tax code,Hatchback hours,Sedan hours,SUV hours',
  'BR-101,Front brake pads replace,BRAKES,9987,106,1.5,1.75,2',
  'BR-102,"Brake fluid flush, all wheels",BRAKES,9987,106,0.75,0.75,1',
  '',
  'BR-103,Rear brake shoes replace,BRAKES,9987,106,2,2.25,2.5',
].join('\n');

const cellsOf = (csv: string) => csv.split('\n').map((line) => line.split(','));

describe('checkCsvRows', () => {
  it('finds columns by header whatever their case and spacing, and reads nested fields, numbers and rupees', () => {
    const checked = checkCsvRows(
      cellsOf(
        'op CODE,description,Category,Sac,tax code,HATCHBACK HOURS,sedan_hours,SUV hours,Notes\nAC-1,AC gas top up,AC,9987,106,1,1.2,1.5,ignored',
      ),
      columns,
      schema,
      100,
    );
    expect(checked.problems).toEqual([]);
    expect(checked.ignoredHeaders).toEqual(['Notes']);
    const record = {
      OpCode: 'AC-1',
      Desc: 'AC gas top up',
      Cat: 'AC',
      SAC: '9987',
      TCode: 106,
      Hrs: { HATCHBACK: 1, SEDAN: 1.2, SUV: 1.5 },
    };
    expect(checked.records).toEqual([{ row: 2, raw: record, record }]);
    // Amounts may carry the rupee sign and Indian grouping, as a spreadsheet shows them.
    const rates = checkCsvRows(
      [
        ['Body type', 'Rate'],
        ['SEDAN', '₹1,150.50'],
      ],
      [
        { header: 'Body type', field: 'BodyType' },
        { header: 'Rate', field: 'Rate', kind: 'number' },
      ],
      labourRate,
      10,
    );
    expect(rates.records.map((r) => r.record)).toEqual([{ BodyType: 'SEDAN', Rate: 1150.5 }]);
  });

  it('names every bad row by its spreadsheet row number, column and the schema’s message; a code twice in the file is refused', () => {
    const checked = checkCsvRows(
      cellsOf(
        [
          'Op code,Description,Category,SAC,Tax code,Hatchback hours,Sedan hours,SUV hours',
          'BR-1,Brake pads,BRAKES,9987,106,1,1,1',
          '',
          'BR-2,,BRAKES,9987,106,abc,1,1',
          'br 1,Brake pads again,BRAKES,9987,106,1,1,1.333',
        ].join('\n'),
      ),
      columns,
      schema,
      100,
    );
    expect(checked.rowCount).toBe(3);
    expect(checked.problems).toEqual([
      { row: 4, column: 'Description', message: FieldMessages.required },
      { row: 4, column: 'Hatchback hours', message: FieldMessages.number },
      { row: 5, column: 'Op code', message: ImportMessages.duplicateInFile('Op code', 2) },
      { row: 5, column: 'SUV hours', message: 'Use at most 2 decimals for hours.' },
    ]);
  });

  it('refuses a file without a required column, or with no rows', () => {
    expect(checkCsvRows(cellsOf('Op code,Description\nBR-1,Brake pads'), columns, schema, 100).fileProblems).toEqual([
      ImportMessages.missingColumn('Category'),
      ImportMessages.missingColumn('Hatchback hours'),
      ImportMessages.missingColumn('Sedan hours'),
      ImportMessages.missingColumn('SUV hours'),
    ]);
    expect(checkCsvRows([['']], columns, schema, 100).fileProblems).toEqual([ImportMessages.noRows]);
    expect(checkCsvRows(cellsOf(GOOD), columns, schema, 2).fileProblems).toEqual([ImportMessages.tooManyRows(2)]);
  });
});

const fileOf = (csv: string, name = 'operations.csv') =>
  new File([csv], name, {
    type: name.endsWith('.csv') ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });

type Sent = { codes: unknown[]; dryRun: boolean };
let sent: Sent[];

function renderKit(importCall: ImportCall, onImported = vi.fn()) {
  const recording: ImportCall = (rows, options) => {
    sent.push({ codes: rows.map((r) => r.OpCode), dryRun: options.dryRun });
    return importCall(rows, options);
  };
  render(
    <CsvImport
      noun="operations"
      columns={columns}
      schema={schema}
      importCall={recording}
      batchSize={2}
      maxRows={100}
      onImported={onImported}
    />,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Import from CSV' }));
  return { dialog: screen.getByRole('dialog', { name: 'Import operations from CSV' }), onImported };
}

async function choose(dialog: HTMLElement, csv: string, name?: string) {
  const input = within(dialog).getByLabelText('CSV file');
  await act(async () => {
    fireEvent.change(input, { target: { files: [fileOf(csv, name)] } });
  });
}

const tableCells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

const refuse = (rows: { row: number; field: string; message: string }[]) =>
  new ClientError(400, 'Some rows have errors. Nothing was imported.', 400, undefined, undefined, rows);

beforeEach(() => {
  sent = [];
});
afterEach(cleanup);

describe('CsvImport', () => {
  it('lists the bad rows before anything is sent and will not import until the file is clean', async () => {
    const importCall = vi.fn<ImportCall>();
    const { dialog } = renderKit(importCall);
    await choose(
      dialog,
      GOOD.replace(
        'BR-102,"Brake fluid flush, all wheels",BRAKES,9987,106,0.75',
        'BR-102,"Brake fluid flush, all wheels",BRAKES,9987,106,-1',
      ),
    );
    const problems = await within(dialog).findByRole('table', { name: 'Rows with problems' });
    expect(tableCells(problems)).toEqual([['3', 'Hatchback hours', FieldMessages.moreThan('0')]]);
    expect(within(dialog).getByRole('alert').textContent).toContain(ImportMessages.fixAndRetry);
    expect((within(dialog).getByRole('button', { name: 'Import 2 rows' }) as HTMLButtonElement).disabled).toBe(true);
    expect(importCall).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose another file' }));
    await choose(dialog, 'Description\nBrake pads');
    expect(within(dialog).getByRole('alert').textContent).toContain(ImportMessages.missingColumn('Op code'));
    expect(importCall).not.toHaveBeenCalled();
  });

  it('lists the rows the server’s dry run refuses, by their file row, and writes nothing', async () => {
    const importCall = vi.fn<ImportCall>(async () => {
      throw refuse([{ row: 3, field: 'OpCode', message: 'This op code is already in the catalogue.' }]);
    });
    const { dialog } = renderKit(importCall);
    await choose(dialog, GOOD);
    const problems = await within(dialog).findByRole('table', { name: 'Rows with problems' });
    // The third row sent is row 5 of the file (row 4 is blank).
    expect(tableCells(problems)).toEqual([['5', 'Op code', 'This op code is already in the catalogue.']]);
    expect(sent).toEqual([{ codes: ['BR-101', 'BR-102', 'BR-103'], dryRun: true }]);
    expect((within(dialog).getByRole('button', { name: 'Import 3 rows' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('previews a clean file, imports it in batches with progress, and shows the count the server wrote', async () => {
    const writes: ((count: number) => void)[] = [];
    const importCall = vi.fn<ImportCall>((rows, { dryRun }) =>
      dryRun ? Promise.resolve(rows.length) : new Promise((resolve) => writes.push(resolve)),
    );
    const { dialog, onImported } = renderKit(importCall);
    await choose(dialog, GOOD);
    const preview = await within(dialog).findByRole('table', { name: 'First rows of operations.csv' });
    expect(within(preview).getAllByRole('row')).toHaveLength(4);
    expect(within(preview).getByText('Brake fluid flush, all wheels')).toBeTruthy();
    expect(within(dialog).getByText(/operations\.csv: 3 rows\./)).toBeTruthy();
    const importButton = within(dialog).getByRole('button', { name: 'Import 3 rows' }) as HTMLButtonElement;
    await waitFor(() => expect(importButton.disabled).toBe(false));

    fireEvent.click(importButton);
    const progress = await within(dialog).findByRole('progressbar', { name: 'Importing operations' });
    expect(progress.getAttribute('value')).toBe('0');
    await waitFor(() => expect(writes).toHaveLength(1));
    await act(async () => writes[0]?.(2));
    expect(within(dialog).getByRole('progressbar').getAttribute('value')).toBe('2');
    expect(within(dialog).getByText('Imported 2 of 3 rows…')).toBeTruthy();
    await waitFor(() => expect(writes).toHaveLength(2));
    await act(async () => writes[1]?.(1));
    expect(await within(dialog).findByText(ImportMessages.imported(3, 'operations'))).toBeTruthy();
    expect(sent).toEqual([
      { codes: ['BR-101', 'BR-102', 'BR-103'], dryRun: true },
      { codes: ['BR-101', 'BR-102'], dryRun: false },
      { codes: ['BR-103'], dryRun: false },
    ]);
    expect(onImported).toHaveBeenCalledWith(3);
  });

  it('a batch refused while writing stops the import: the count written so far and the refused rows are shown', async () => {
    const importCall = vi.fn<ImportCall>(async (rows, { dryRun }) => {
      if (dryRun || rows[0]?.OpCode === 'BR-101') return rows.length;
      throw refuse([{ row: 1, field: 'Desc', message: 'Changed meanwhile.' }]);
    });
    const { dialog } = renderKit(importCall);
    await choose(dialog, GOOD);
    const importButton = within(dialog).getByRole('button', { name: 'Import 3 rows' }) as HTMLButtonElement;
    await waitFor(() => expect(importButton.disabled).toBe(false));
    fireEvent.click(importButton);
    const refused = await within(dialog).findByRole('table', { name: 'Rows the server refused' });
    expect(tableCells(refused)).toEqual([['5', 'Description', 'Changed meanwhile.']]);
    expect(within(dialog).getByRole('status').textContent).toBe(ImportMessages.partlyImported(2, 3, 'operations'));
  });

  it('stops with the failure when a call fails as a whole, and refuses a file that is not CSV', async () => {
    const importCall = vi.fn<ImportCall>(async (rows, { dryRun }) => {
      if (dryRun) return rows.length;
      throw new ClientError(503, 'No Internet Access.Check your network and try again.');
    });
    const { dialog } = renderKit(importCall);
    await choose(dialog, 'not,a,csv', 'operations.xlsx');
    expect(within(dialog).getByRole('alert').textContent).toBe(ImportMessages.notCsv);
    await choose(dialog, GOOD);
    const importButton = within(dialog).getByRole('button', { name: 'Import 3 rows' }) as HTMLButtonElement;
    await waitFor(() => expect(importButton.disabled).toBe(false));
    fireEvent.click(importButton);
    const status = await within(dialog).findByText(/The import stopped/);
    expect(status.textContent).toBe(
      `${ImportMessages.stopped(0, 3, 'operations')} No Internet Access.Check your network and try again.`,
    );
    expect(sent.filter((s) => !s.dryRun)).toHaveLength(1);
  });
});
