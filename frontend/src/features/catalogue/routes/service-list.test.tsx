import { Messages } from '@shared/api/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  cleanUpAfterEach,
  ok,
  refuse,
  renderRoute,
  stubServer,
  type Sent,
} from '../testing/catalogue-test-kit';
import { Component as ServiceEditor } from './service-editor';
import { Component as ServiceList } from './service-list';

const RATES = { HATCHBACK: 950, SEDAN: 1150, SUV: 1400 } as const;
const HOURS = { HATCHBACK: 1.5, SEDAN: 1.75, SUV: 2 } as const;
type Body = keyof typeof RATES;

const guideRow = (body: Body) => ({
  _id: 'OP001',
  OpCode: 'BR-001',
  Desc: 'Front brake pads replace',
  Cat: 'BRAKES',
  SAC: '9987',
  TCode: 106,
  Hrs: HOURS[body],
  Rate: RATES[body],
  Pr: HOURS[body] * RATES[body],
  Fixed: false,
  Own: true,
  Act: true,
  ver: 4,
});

let sent: Sent[];
let taken: boolean;

function server({ method, path, body }: Sent): Response {
  if (path === 'Service/Categories') return ok(CATEGORIES);
  const list = /^LTGS\/LTG-(\w+)\/OpCodes$/.exec(path);
  if (list && method === 'GET') return ok({ Items: [guideRow(list[1] as Body)] });
  const search = /^LTGS\/LTG-(\w+)\/Opcodesearch\/(.+)$/.exec(path);
  if (search) return ok({ Items: search[2]?.includes('brake') ? [guideRow(search[1] as Body)] : [] });
  const one = /^LTGS\/LTG-(\w+)\/OpCodes\/OP001$/.exec(path);
  if (one && method === 'GET') return ok(guideRow(one[1] as Body));
  if (list && method === 'POST')
    return taken
      ? refuse(409, 'This op code is already in the catalogue.')
      : ok({ ...guideRow('HATCHBACK'), ...body, _id: 'OP900', Hrs: body?.Hrs, ver: 1 });
  if (one && method === 'PUT') return ok({ ...guideRow('HATCHBACK'), ...body, Hrs: HOURS, ver: 5 });
  return refuse(404, 'Not found');
}

beforeEach(() => {
  taken = false;
  sent = stubServer(server);
});
cleanUpAfterEach();

const routes = [
  { path: '/settings/ServiceList', Component: ServiceList },
  { path: '/settings/service/:Id', Component: ServiceEditor },
];
const SLOW = { timeout: 5000 };
const writes = () =>
  sent.filter((s) => s.method !== 'GET').map((s) => `${s.method} ${s.path} ${JSON.stringify(s.body)}`);

describe('settings/ServiceList and settings/service/New', () => {
  it('lists operations with the hours and price of the chosen body type, in rupees with Indian grouping', async () => {
    renderRoute(routes, '/settings/ServiceList', 'admin');
    const table = await screen.findByRole('table', { name: 'Services' });
    await within(table).findByText('1.5 h × ₹950.00 = ₹1,425.00');
    fireEvent.change(screen.getByLabelText('Labour times for'), { target: { value: 'SUV' } });
    await within(table).findByText('2 h × ₹1,400.00 = ₹2,800.00', undefined, SLOW);
    expect(within(table).getByRole('columnheader', { name: 'SUV / MUV hours' })).toBeTruthy();
  });

  it('the search field is the catalogue combobox: two words find the operation with its hours × rate; an advisor’s pick shows it', async () => {
    renderRoute(routes, '/settings/ServiceList', 'advisor');
    await screen.findByRole('table', { name: 'Services' });
    expect(screen.queryByRole('button', { name: 'New operation' })).toBeNull();
    const search = screen.getByRole('combobox', { name: 'Find an operation' });
    search.focus();
    fireEvent.change(search, { target: { value: 'front brake' } });
    const option = await screen.findByRole('option', { name: /Front brake pads replace/ }, SLOW);
    expect(option.textContent).toBe('Front brake pads replaceBR-0011.5 h × ₹950.00 = ₹1,425.00');
    expect(sent.some((s) => s.path === 'LTGS/LTG-HATCHBACK/Opcodesearch/front brake')).toBe(true);
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'Enter' });
    const picked = await screen.findByRole('region', { name: 'Chosen operation' });
    expect(picked.textContent).toContain('Front brake pads replace');
  });

  it('creates an operation with hours for every body type; a taken op code is shown under the field', async () => {
    const router = renderRoute(routes, '/settings/service/New', 'admin');
    const form = await screen.findByRole('form', { name: 'New operation' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Op code' }), { target: { value: 'WP-010' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Wiper linkage overhaul' },
    });
    const category = within(form).getByLabelText('Category');
    await waitFor(() => expect(within(category).getAllByRole('option').length).toBeGreaterThan(1), SLOW);
    fireEvent.change(category, { target: { value: 'ELECTRICAL' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Hatchback' }), { target: { value: '1.5' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Sedan' }), { target: { value: '1.75' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'SUV / MUV' }), { target: { value: '2.333' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    // The shared schema refuses a third decimal before anything is sent.
    await within(form).findByText('Use at most 2 decimals for hours.');
    expect(writes()).toEqual([]);

    fireEvent.change(within(form).getByRole('textbox', { name: 'SUV / MUV' }), { target: { value: '2' } });
    taken = true;
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await within(form).findByText('This op code is already in the catalogue.', undefined, SLOW);
    taken = false;
    fireEvent.change(within(form).getByRole('textbox', { name: 'Op code' }), { target: { value: 'WP-011' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText(Messages.saved, undefined, SLOW);
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings/ServiceList'), SLOW);
    expect(writes().at(-1)).toBe(
      'POST LTGS/LTG-HATCHBACK/OpCodes {"OpCode":"WP-011","Desc":"Wiper linkage overhaul","Cat":"ELECTRICAL","TCode":106,"Hrs":{"HATCHBACK":1.5,"SEDAN":1.75,"SUV":2}}',
    );
  });

  it('edits an operation: hours of all three guides are shown, and the save carries the ver read', async () => {
    renderRoute(routes, '/settings/service/OP001', 'admin');
    const form = await screen.findByRole('form', { name: 'Edit BR-001' }, SLOW);
    expect((within(form).getByRole('textbox', { name: 'Sedan' }) as HTMLInputElement).value).toBe('1.75');
    expect((within(form).getByRole('textbox', { name: 'SUV / MUV' }) as HTMLInputElement).value).toBe('2');
    fireEvent.change(within(form).getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Front brake pads replace and clean' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText(Messages.updated, undefined, SLOW);
    expect(writes()).toEqual([
      'PUT LTGS/LTG-HATCHBACK/OpCodes/OP001 {"ver":4,"OpCode":"BR-001","Desc":"Front brake pads replace and clean","Cat":"BRAKES","TCode":106,"Hrs":{"HATCHBACK":1.5,"SEDAN":1.75,"SUV":2}}',
    ]);
  });
});
