import { labourRate, operation } from '@shared/catalogue/schemas';
import { ImportMessages } from '@shared/messages/import-messages';
import { FieldMessages } from '@shared/validation/field-messages';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClientError } from '../../lib/api-error';
import { CsvImport } from './csv-import';
import { checkCsvRows, type CsvColumn } from './csv-rows';
import type { ImportBatch, ImportBatchOutcome } from './run-import';

/** The server's own record schema (an operation without its id), as a screen would pass it. */
const schema = operation.omit({ _id: true });
type Row = ReturnType<typeof schema.parse>;

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
      cellsOf('op CODE,description,Category,Sac,tax code,HATCHBACK HOURS,sedan_hours,SUV hours,Notes\nAC-1,AC gas top up,AC,9987,106,1,1.2,1.5,ignored'),
      columns,
      schema,
      100,
    );
    expect(checked.problems).toEqual([]);
    expect(checked.ignoredHeaders).toEqual(['Notes']);
    expect(checked.records).toEqual([
      { row: 2, record: { OpCode: 'AC-1', Desc: 'AC gas top up', Cat: 'AC', SAC: '9987', TCode: 106, Hrs: { HATCHBACK: 1, SEDAN: 1.2, SUV: 1.5 } } },
    ]);
    // Amounts may carry the rupee sign and Indian grouping, as a spreadsheet shows them.
    const rates = checkCsvRows([['Body type', 'Rate'], ['SEDAN', '₹1,150.50']], [{ header: 'Body type', field: 'BodyType' }, { header: 'Rate', field: 'Rate', kind: 'number' }], labourRate, 10);
    expect(rates.records).toEqual([{ row: 2, record: { BodyType: 'SEDAN', Rate: 1150.5 } }]);
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
  new File([csv], name, { type: name.endsWith('.csv') ? 'text/csv' : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

function renderKit(importBatch: ImportBatch<Row>, onImported = vi.fn()) {
  render(<CsvImport noun="operations" columns={columns} schema={schema} importBatch={importBatch} batchSize={2} onImported={onImported} />);
  fireEvent.click(screen.getByRole('button', { name: 'Import from CSV' }));
  return { dialog: screen.getByRole('dialog', { name: 'Import operations from CSV' }), onImported };
}

async function choose(dialog: HTMLElement, csv: string, name?: string) {
  const input = within(dialog).getByLabelText('CSV file');
  await act(async () => {
    fireEvent.change(input, { target: { files: [fileOf(csv, name)] } });
  });
}

afterEach(cleanup);

describe('CsvImport', () => {
  it('lists the bad rows before anything is written and will not import until the file is clean', async () => {
    const importBatch = vi.fn<ImportBatch<Row>>();
    const { dialog } = renderKit(importBatch);
    await choose(dialog, GOOD.replace('BR-102,"Brake fluid flush, all wheels",BRAKES,9987,106,0.75', 'BR-102,"Brake fluid flush, all wheels",BRAKES,9987,106,-1'));
    const problems = await within(dialog).findByRole('table', { name: 'Rows with problems' });
    const cells = within(problems)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    expect(cells).toEqual([['3', 'Hatchback hours', FieldMessages.moreThan('0')]]);
    expect(within(dialog).getByRole('alert').textContent).toContain(ImportMessages.fixAndRetry);
    expect((within(dialog).getByRole('button', { name: 'Import 2 rows' }) as HTMLButtonElement).disabled).toBe(true);
    expect(importBatch).not.toHaveBeenCalled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose another file' }));
    await choose(dialog, 'Description\nBrake pads');
    expect(within(dialog).getByRole('alert').textContent).toContain(ImportMessages.missingColumn('Op code'));
  });

  it('previews a clean file, imports it in batches with progress, and shows the count the server wrote', async () => {
    const answers: ((outcome: ImportBatchOutcome) => void)[] = [];
    const importBatch = vi.fn<ImportBatch<Row>>(() => new Promise((resolve) => answers.push(resolve)));
    const { dialog, onImported } = renderKit(importBatch);
    await choose(dialog, GOOD);
    const preview = await within(dialog).findByRole('table', { name: 'First rows of operations.csv' });
    expect(within(preview).getAllByRole('row')).toHaveLength(4);
    expect(within(preview).getByText('Brake fluid flush, all wheels')).toBeTruthy();
    expect(within(dialog).getByText(/operations\.csv: 3 rows\./)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Import 3 rows' }));
    const progress = await within(dialog).findByRole('progressbar', { name: 'Importing operations' });
    expect(progress.getAttribute('value')).toBe('0');
    await waitFor(() => expect(importBatch).toHaveBeenCalledTimes(1));
    expect(importBatch.mock.calls[0]?.[0].map((r) => r.OpCode)).toEqual(['BR-101', 'BR-102']);
    await act(async () => answers[0]?.({ written: 2 }));
    expect(within(dialog).getByRole('progressbar').getAttribute('value')).toBe('2');
    expect(within(dialog).getByText('Imported 2 of 3 rows…')).toBeTruthy();
    await waitFor(() => expect(importBatch).toHaveBeenCalledTimes(2));
    await act(async () => answers[1]?.({ written: 1 }));
    expect(await within(dialog).findByText(ImportMessages.imported(3, 'operations'))).toBeTruthy();
    expect(onImported).toHaveBeenCalledWith(3);
  });

  it('shows the rows the server refused, by their file row', async () => {
    const importBatch = vi.fn<ImportBatch<Row>>(async (records) => {
      if (records[0]?.OpCode === 'BR-101') return { written: 1, refused: [{ index: 1, path: 'OpCode', message: 'Duplicate' }] };
      throw new ClientError(400, 'Some fields are not valid.', 400, [{ path: 'Items.0.Desc', message: 'Already in the catalogue.' }]);
    });
    const { dialog } = renderKit(importBatch);
    await choose(dialog, GOOD);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Import 3 rows' }));
    const refused = await within(dialog).findByRole('table', { name: 'Rows the server refused' });
    const cells = within(refused)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map((c) => c.textContent));
    expect(cells).toEqual([
      ['3', 'Op code', 'Duplicate'],
      ['5', 'Description', 'Already in the catalogue.'],
    ]);
    expect(within(dialog).getByRole('status').textContent).toBe(ImportMessages.partlyImported(1, 3, 'operations'));
  });

  it('stops with the failure when a batch fails as a whole, and refuses a file that is not CSV', async () => {
    const importBatch = vi.fn<ImportBatch<Row>>(async () => {
      throw new ClientError(503, 'No Internet Access.Check your network and try again.');
    });
    const { dialog } = renderKit(importBatch);
    await choose(dialog, 'not,a,csv', 'operations.xlsx');
    expect(within(dialog).getByRole('alert').textContent).toBe(ImportMessages.notCsv);
    await choose(dialog, GOOD);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Import 3 rows' }));
    const status = await within(dialog).findByText(/The import stopped/);
    expect(status.textContent).toBe(`${ImportMessages.stopped(0, 3, 'operations')} No Internet Access.Check your network and try again.`);
    expect(importBatch).toHaveBeenCalledTimes(1);
  });
});
