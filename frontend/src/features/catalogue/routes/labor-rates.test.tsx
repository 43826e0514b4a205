import { Messages } from '@shared/api/messages';
import { SearchMessages } from '@shared/messages/search-messages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { RequirePermission } from '../../../components/require-permission';
import { clearToasts } from '../../../components/toast/toast-store';
import { catalogueManifest } from '../manifest';
import {
  cleanUpAfterEach,
  ok,
  refuse,
  renderRoute,
  stubServer,
  type Sent,
  type TestRole,
} from '../testing/catalogue-test-kit';
import { SLOW } from '../testing/named-screen-suite';
import { Component as LaborRates } from './labor-rates';

type Guide = {
  _id: 'LTG-HATCHBACK' | 'LTG-SEDAN' | 'LTG-SUV';
  BodyType: 'HATCHBACK' | 'SEDAN' | 'SUV';
  Name: string;
  Rate: number;
  RateSet: boolean;
  ver: number;
};
type Price = {
  _id: string;
  OpCode: string;
  Desc: string;
  Cat: string;
  Hrs: number;
  Rate: number;
  Pr: number;
  Fixed: boolean;
  ver: number;
};

let guides: Guide[];
/** Prices per guide: an operation is in PRICESET when it has a fixed price there. */
let prices: Record<string, Price[]>;
let sent: Sent[];

const op = (id: string, OpCode: string, Desc: string, Hrs: number, Rate: number, fixed?: number, ver = 0): Price => ({
  _id: id,
  OpCode,
  Desc,
  Cat: 'BRAKES',
  Hrs,
  Rate,
  Pr: fixed ?? Hrs * Rate,
  Fixed: fixed !== undefined,
  ver,
});

function server({ method, path, query, body }: Sent): Response {
  if (path === 'LTGS' && method === 'GET') return ok(guides);
  const list = /^LTGS\/(PRICESET|PRICENOTSET)$/.exec(path);
  if (list) {
    const fixed = list[1] === 'PRICESET';
    const q = query.Q?.toLowerCase();
    return ok({
      Items: (prices[query.LTG ?? ''] ?? []).filter(
        (p) => p.Fixed === fixed && (!q || p.Desc.toLowerCase().includes(q)),
      ),
    });
  }
  const rate = /^LTGS\/([\w-]+)\/Rate$/.exec(path);
  if (rate && method === 'PUT') {
    const guide = guides.find((g) => g._id === rate[1]);
    if (!guide || body?.ver !== guide.ver) return refuse(409, Messages.conflict);
    const saved = { ...guide, Rate: Number(body.Rate), RateSet: true, ver: guide.ver + 1 };
    guides = guides.map((g) => (g === guide ? saved : g));
    return ok(saved);
  }
  const price = /^LTGS\/([\w-]+)\/OpCodes\/(\w+)\/Price$/.exec(path);
  if (price && method === 'PUT') {
    const rows = prices[price[1] ?? ''] ?? [];
    const current = rows.find((p) => p._id === price[2]);
    if (!current || body?.ver !== current.ver) return refuse(409, Messages.conflict);
    const Pr = body.Pr as number | null;
    const saved = { ...current, Pr: Pr ?? current.Hrs * current.Rate, Fixed: Pr !== null, ver: current.ver + 1 };
    prices[price[1] ?? ''] = rows.map((p) => (p === current ? saved : p));
    return ok(saved);
  }
  return new Response(null, { status: 404 });
}

beforeEach(() => {
  guides = [
    { _id: 'LTG-HATCHBACK', BodyType: 'HATCHBACK', Name: 'Hatchback', Rate: 950, RateSet: false, ver: 0 },
    { _id: 'LTG-SEDAN', BodyType: 'SEDAN', Name: 'Sedan', Rate: 1150, RateSet: true, ver: 2 },
    { _id: 'LTG-SUV', BodyType: 'SUV', Name: 'SUV', Rate: 1400, RateSet: false, ver: 0 },
  ];
  prices = {
    'LTG-HATCHBACK': [
      op('OP001', 'BR-001', 'Front brake pads replace', 1.5, 950),
      op('OP002', 'BR-002', 'Brake fluid flush', 0.75, 950, 600, 1),
    ],
    'LTG-SUV': [op('OP001', 'BR-001', 'Front brake pads replace', 2, 1400, 12500, 3)],
  };
  sent = stubServer(server);
});
cleanUpAfterEach();

const open = (role: TestRole = 'manager') =>
  renderRoute([{ path: '/settings/LaborRates', Component: LaborRates }], '/settings/LaborRates', role, { lpg: true });
const cells = async (caption: string) =>
  within(await screen.findByRole('table', { name: caption }, SLOW))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );
const writes = () =>
  sent.filter((s) => s.method !== 'GET').map((s) => `${s.method} ${s.path} ${JSON.stringify(s.body)}`);
const priceLists = () =>
  sent
    .filter((s) => s.path.startsWith('LTGS/PRICE'))
    .map((s) => `${s.path} ${s.query.LTG}${s.query.Q ? ` ${s.query.Q}` : ''}`);

describe('Setup Labor Rates', () => {
  it('shows each guide’s rate in rupees with its source, and the operations priced by the hour as hours × rate', async () => {
    open();
    await waitFor(
      async () =>
        expect((await cells('Labour rates')).map((r) => r.slice(0, 3))).toEqual([
          ['Hatchback', '₹950.00', 'System rate'],
          ['Sedan', '₹1,150.00', 'Own rate'],
          ['SUV / MUV', '₹1,400.00', 'System rate'],
        ]),
      SLOW,
    );
    await waitFor(
      async () =>
        expect((await cells('Operations priced by the hour')).map((r) => r.slice(0, 4))).toEqual([
          ['BR-001', 'Front brake pads replace', '1.5 h', '1.5 h × ₹950.00 = ₹1,425.00'],
        ]),
      SLOW,
    );
    expect(screen.getByRole('button', { name: 'Set a price for BR-001' })).toBeTruthy();
  });

  it('switches to the fixed-price list, to another guide, and searches from 2 characters', async () => {
    open();
    await cells('Operations priced by the hour');
    fireEvent.click(screen.getByRole('button', { name: 'Fixed price' }));
    await waitFor(
      async () =>
        expect((await cells('Operations with a fixed price')).map((r) => r.slice(0, 4))).toEqual([
          ['BR-002', 'Brake fluid flush', '0.75 h', '₹600.00 fixed'],
        ]),
      SLOW,
    );
    expect(screen.getByRole('button', { name: 'Change the price of BR-002' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Labour time guide'), { target: { value: 'LTG-SUV' } });
    await waitFor(
      async () => expect((await cells('Operations with a fixed price')).map((r) => r[3])).toEqual(['₹12,500.00 fixed']),
      SLOW,
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Search operations' }), { target: { value: 'f' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Search operations' }), { target: { value: 'front' } });
    await waitFor(() => expect(priceLists().at(-1)).toBe('LTGS/PRICESET LTG-SUV front'), SLOW);
    expect(priceLists()).toEqual([
      'LTGS/PRICENOTSET LTG-HATCHBACK',
      'LTGS/PRICESET LTG-HATCHBACK',
      'LTGS/PRICESET LTG-SUV',
      'LTGS/PRICESET LTG-SUV front',
    ]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Search operations' }), { target: { value: 'zzqx' } });
    expect(await screen.findByText(SearchMessages.noResults, undefined, SLOW)).toBeTruthy();
  });

  it('sets a guide’s rate with the ver it read, refusing an amount that is not above zero', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Change the Hatchback rate' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Hatchback labour rate' });
    const amount = within(dialog).getByRole('textbox', { name: 'Rate per hour (₹)' });
    expect((amount as HTMLInputElement).value).toBe('950');
    fireEvent.change(amount, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter an amount above zero.')).toBeTruthy();
    fireEvent.change(amount, { target: { value: '1050.50' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText(Messages.updated, undefined, SLOW);
    expect(writes()).toEqual(['PUT LTGS/LTG-HATCHBACK/Rate {"ver":0,"Rate":1050.5}']);
    await waitFor(
      async () => expect((await cells('Labour rates'))[0]?.slice(1, 3)).toEqual(['₹1,050.50', 'Own rate']),
      SLOW,
    );
  });

  it('sets an operation’s fixed price, which moves it to the fixed-price list, and clears it again', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Set a price for BR-001' }, SLOW));
    const dialog = screen.getByRole('dialog', { name: 'Price of BR-001' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Fixed price for Hatchback (₹)' }), {
      target: { value: '1200' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText(Messages.updated, undefined, SLOW);
    act(() => clearToasts());
    expect(await screen.findByText('Every operation has a fixed price in this guide.', undefined, SLOW)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Fixed price' }));
    await waitFor(
      async () =>
        expect((await cells('Operations with a fixed price')).map((r) => r[3])).toEqual([
          '₹1,200.00 fixed',
          '₹600.00 fixed',
        ]),
      SLOW,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Clear the price of BR-002' }));
    await screen.findByText(Messages.updated, undefined, SLOW);
    expect(writes()).toEqual([
      'PUT LTGS/LTG-HATCHBACK/OpCodes/OP001/Price {"ver":0,"Pr":1200}',
      'PUT LTGS/LTG-HATCHBACK/OpCodes/OP002/Price {"ver":1,"Pr":null}',
    ]);
    await waitFor(
      async () => expect((await cells('Operations with a fixed price')).map((r) => r[0])).toEqual(['BR-001']),
      SLOW,
    );
  });

  it('a rate someone else changed first shows the conflict toast', async () => {
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Change the Sedan rate' }, SLOW));
    guides = guides.map((g) => (g._id === 'LTG-SEDAN' ? { ...g, ver: 3 } : g));
    const dialog = screen.getByRole('dialog', { name: 'Sedan labour rate' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Rate per hour (₹)' }), { target: { value: '1200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(Messages.conflict, undefined, SLOW)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });
});

describe('Setup Labor Rates access (platform §6: module admin and the LPG feature)', () => {
  const entry = catalogueManifest.find((e) => e.path === 'settings/LaborRates');
  const guarded = (role: TestRole, lpg: boolean) =>
    renderRoute(
      [
        {
          path: '/settings/LaborRates',
          Component: () => (
            <RequirePermission permission={entry?.permission ?? { kind: 'public' }} module="Service">
              <LaborRates />
            </RequirePermission>
          ),
        },
      ],
      '/settings/LaborRates',
      role,
      { lpg },
    );

  it.each([
    ['a service manager with LPG on may open it', 'manager', true, true],
    ['an entity admin with LPG on may open it', 'admin', true, true],
    ['a service manager with LPG off may not', 'manager', false, false],
    ['an entity admin with LPG off may not', 'admin', false, false],
    ['a service advisor with LPG on may not', 'advisor', true, false],
  ] as const)('%s', async (_who, role, lpg, opens) => {
    guarded(role, lpg);
    if (opens) expect(await screen.findByRole('heading', { name: 'Setup Labor Rates' }, SLOW)).toBeTruthy();
    else expect(await screen.findByText(Messages.unauthorisedPage)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Setup Labor Rates' }) !== null).toBe(opens);
    expect(sent.length > 0).toBe(opens);
  });
});
