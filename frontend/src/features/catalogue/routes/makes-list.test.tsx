import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeNamedScreen, SLOW } from '../testing/named-screen-suite';
import { Component } from './makes-list';

const makes = describeNamedScreen('settings/MakesList', {
  path: '/settings/MakesList',
  Component,
  api: 'Common/Makes',
  rows: () => [
    { _id: 'MARUTI', Name: 'Maruti Suzuki', Own: false, Act: true, ver: 0 },
    { _id: 'HYUNDAI', Name: 'Hyundai', Own: false, Act: true, ver: 0 },
    { _id: 'MK01', Name: 'Kia', Own: true, Act: true, ver: 2 },
    { _id: 'MK02', Name: 'Daewoo', Own: true, Act: false, ver: 4 },
  ],
  title: 'Makes',
  noun: 'make',
  dialogNoun: 'make',
  searchLabel: 'Search makes',
  nameLabel: 'Name',
  nameCell: 0,
  shown: ['Maruti Suzuki', 'Hyundai', 'Kia'],
  filter: { typed: 'suz', shown: ['Maruti Suzuki'] },
  create: {
    fill: (dialog) =>
      void fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Skoda' } }),
    body: { Name: 'Skoda' },
  },
  // A system make edited: ver 0 asks the server for the organisation's first own copy.
  edit: { row: 'Hyundai', id: 'HYUNDAI', name: 'Hyundai Motor', body: { ver: 0, Name: 'Hyundai Motor' } },
  takenName: 'KIA',
  deactivate: { row: 'Kia', id: 'MK01', ver: 2 },
  inactive: { row: 'Daewoo', name: 'Daewoo' },
  // Makes are the entity's (Common.ProdModels): a service manager reads them but does not change them.
  writer: 'admin',
  reader: 'manager',
  importFile: { csv: 'Name\nMG\nRenault\n', rows: [{ Name: 'MG' }, { Name: 'Renault' }] },
});

describe('settings/MakesList links', () => {
  it('links each make to its models', async () => {
    makes.open();
    const link = await screen.findByRole('link', { name: 'Models of Hyundai' }, SLOW);
    expect(link.getAttribute('href')).toBe('/settings/Models?MakeId=HYUNDAI');
  });
});
