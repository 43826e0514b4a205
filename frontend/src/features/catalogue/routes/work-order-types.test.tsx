import { fireEvent, within } from '@testing-library/react';
import { describeNamedScreen } from '../testing/named-screen-suite';
import { Component } from './work-order-types';

// The demo branch is a workshop (AUTO-2): the list speaks of repair orders.
describeNamedScreen('settings/WorkOrderTypes', {
  path: '/settings/WorkOrderTypes',
  Component,
  api: 'Service/WorkOrderTypes',
  // Work-order types have no system list: every row is the organisation's, saved at least once.
  rows: () => [
    { _id: 'WOT1', Name: 'Paid service', Act: true, ver: 1 },
    { _id: 'WOT2', Name: 'Warranty', Act: true, ver: 3 },
    { _id: 'WOT3', Name: 'Accident repair', Act: true, ver: 1 },
    { _id: 'WOT4', Name: 'Free service', Act: false, ver: 2 },
  ],
  title: 'Repair Order Types',
  noun: 'repair order type',
  dialogNoun: 'repair order type',
  searchLabel: 'Search repair order types',
  nameLabel: 'Name',
  nameCell: 0,
  shown: ['Paid service', 'Warranty', 'Accident repair'],
  filter: { typed: 'ser pa', shown: ['Paid service'] },
  create: {
    fill: (dialog) =>
      void fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
        target: { value: 'Extended warranty' },
      }),
    body: { Name: 'Extended warranty' },
  },
  edit: { row: 'Warranty', id: 'WOT2', name: 'Manufacturer warranty', body: { ver: 3, Name: 'Manufacturer warranty' } },
  takenName: 'Paid Service',
  deactivate: { row: 'Accident repair', id: 'WOT3', ver: 1 },
  inactive: { row: 'Free service', name: 'Free service' },
  writer: 'manager',
  reader: 'advisor',
  importFile: { csv: 'Name\nInsurance claim\nRework\n', rows: [{ Name: 'Insurance claim' }, { Name: 'Rework' }] },
});
