import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, type Sent } from '../testing/catalogue-test-kit';
import { describeNamedScreen, SLOW } from '../testing/named-screen-suite';
import { Component } from './models';

const MAKES = [
  { _id: 'MARUTI', Name: 'Maruti Suzuki', Own: false, Act: true, ver: 0 },
  { _id: 'HYUNDAI', Name: 'Hyundai', Own: false, Act: true, ver: 0 },
];

const models = describeNamedScreen('settings/Models', {
  path: '/settings/Models',
  Component,
  api: 'Common/Models',
  other: ({ path }: Sent) => (path === 'Common/Makes' ? ok(MAKES) : undefined),
  list: {
    listed: (row, query) => !query.MakeId || row.MakeId === query.MakeId,
    created: (body) => ({ Make: MAKES.find((m) => m._id === body.MakeId)?.Name }),
  },
  rows: () => [
    {
      _id: 'SWIFT',
      MakeId: 'MARUTI',
      Make: 'Maruti Suzuki',
      Name: 'Swift',
      BodyType: 'HATCHBACK',
      Own: false,
      Act: true,
      ver: 0,
    },
    { _id: 'CRETA', MakeId: 'HYUNDAI', Make: 'Hyundai', Name: 'Creta', BodyType: 'SUV', Own: false, Act: true, ver: 0 },
    { _id: 'MD01', MakeId: 'HYUNDAI', Make: 'Hyundai', Name: 'Verna', BodyType: 'SEDAN', Own: true, Act: true, ver: 1 },
    {
      _id: 'MD02',
      MakeId: 'MARUTI',
      Make: 'Maruti Suzuki',
      Name: 'Gypsy',
      BodyType: 'SUV',
      Own: true,
      Act: false,
      ver: 2,
    },
  ],
  title: 'Models',
  noun: 'model',
  dialogNoun: 'model',
  searchLabel: 'Search models',
  nameLabel: 'Model',
  nameCell: 1,
  shown: ['Swift', 'Creta', 'Verna'],
  // The filter reads the make and the model together.
  filter: { typed: 'hyu', shown: ['Creta', 'Verna'] },
  create: {
    fill: async (dialog) => {
      const make = within(dialog).getByLabelText('Make');
      await waitFor(() => expect(within(make).getAllByRole('option')).toHaveLength(3));
      fireEvent.change(make, { target: { value: 'MARUTI' } });
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Model' }), { target: { value: 'Fronx' } });
      fireEvent.change(within(dialog).getByLabelText('Body type (sets the labour times)'), {
        target: { value: 'SUV' },
      });
    },
    body: { MakeId: 'MARUTI', Name: 'Fronx', BodyType: 'SUV' },
  },
  // A model stays with its make: the update sends no MakeId.
  edit: {
    row: 'Hyundai Verna',
    id: 'MD01',
    name: 'Verna Turbo',
    body: { ver: 1, Name: 'Verna Turbo', BodyType: 'SEDAN' },
  },
  takenName: 'Creta',
  deactivate: { row: 'Hyundai Verna', id: 'MD01', ver: 1 },
  inactive: { row: 'Maruti Suzuki Gypsy', name: 'Gypsy' },
  writer: 'admin',
  reader: 'manager',
  importFile: {
    csv: 'Make,Model,Body type\nMaruti Suzuki,Fronx,SUV\nHyundai,Exter,HATCHBACK\n',
    rows: [
      { Make: 'Maruti Suzuki', Name: 'Fronx', BodyType: 'SUV' },
      { Make: 'Hyundai', Name: 'Exter', BodyType: 'HATCHBACK' },
    ],
  },
});

const cellsOf = async (column: number) =>
  within(await screen.findByRole('table', { name: 'Models' }, SLOW))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[column]?.textContent);

describe('settings/Models make filter and body types', () => {
  it('shows each model’s body type by its label, and the make filter asks the server for that make only', async () => {
    models.open();
    await waitFor(async () => expect(await cellsOf(2)).toEqual(['Hatchback', 'SUV / MUV', 'Sedan']), SLOW);
    const make = screen.getByLabelText('Make');
    await waitFor(() => expect(within(make).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(make, { target: { value: 'HYUNDAI' } });
    await waitFor(async () => expect(await cellsOf(1)).toEqual(['Creta', 'Verna']), SLOW);
    expect(
      models
        .sent()
        .filter((s) => s.path === 'Common/Models')
        .map((s) => s.query.MakeId ?? ''),
    ).toEqual(['', 'HYUNDAI']);
  });

  it('opens filtered by the make in the address (a make’s “Models of …” link), and a new model starts with that make', async () => {
    models.open('admin', '/settings/Models?MakeId=MARUTI');
    await waitFor(async () => expect(await cellsOf(1)).toEqual(['Swift']), SLOW);
    expect(
      models
        .sent()
        .filter((s) => s.path === 'Common/Models')
        .map((s) => s.query.MakeId),
    ).toEqual(['MARUTI']);
    fireEvent.click(screen.getByRole('button', { name: 'New model' }));
    const dialog = screen.getByRole('dialog', { name: 'New model' });
    await waitFor(() => expect((within(dialog).getByLabelText('Make') as HTMLSelectElement).value).toBe('MARUTI'));
    // An existing model's make cannot change.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Edit Maruti Suzuki Swift' }));
    const edit = screen.getByRole('dialog', { name: 'Edit model' });
    expect((within(edit).getByLabelText('Make') as HTMLSelectElement).disabled).toBe(true);
  });
});
