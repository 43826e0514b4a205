import { fireEvent, within } from '@testing-library/react';
import { describeNamedScreen } from '../testing/named-screen-suite';
import { Component } from './service-categories';

describeNamedScreen('settings/Service/Categories', {
  path: '/settings/Service/Categories',
  Component,
  api: 'Service/Categories',
  // As the server answers: system categories first, then the organisation's; the screen orders by position.
  rows: () => [
    { _id: 'BRAKES', Name: 'Brakes', Pos: 2, Own: false, Act: true, ver: 0 },
    { _id: 'ELECTRICAL', Name: 'Electrical', Pos: 3, Own: false, Act: true, ver: 0 },
    { _id: 'CAT01', Name: 'Body shop', Pos: 1, Own: true, Act: true, ver: 2 },
    { _id: 'CAT02', Name: 'Detailing', Pos: 4, Own: true, Act: false, ver: 1 },
  ],
  title: 'Categories',
  noun: 'category',
  dialogNoun: 'category',
  searchLabel: 'Search categories',
  nameLabel: 'Name',
  nameCell: 1,
  shown: ['Body shop', 'Brakes', 'Electrical'],
  filter: { typed: 'b', shown: ['Body shop', 'Brakes'] },
  create: {
    fill: (dialog) => {
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
        target: { value: 'Air conditioning' },
      });
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Position in lists' }), { target: { value: '5' } });
    },
    body: { Name: 'Air conditioning', Pos: 5 },
  },
  edit: { row: 'Body shop', id: 'CAT01', name: 'Body and paint', body: { ver: 2, Name: 'Body and paint', Pos: 1 } },
  takenName: 'brakes',
  deactivate: { row: 'Body shop', id: 'CAT01', ver: 2 },
  inactive: { row: 'Detailing', name: 'Detailing' },
  writer: 'manager',
  reader: 'advisor',
  importFile: {
    csv: 'Name,Position\nWheel alignment,6\nAccessories,\n',
    rows: [{ Name: 'Wheel alignment', Pos: 6 }, { Name: 'Accessories' }],
  },
});
