import { InspectionMessages } from '@shared/inspections/inspection-messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { cleanUpAfterEach, ok, refuse, renderRoute, stubServer, type Sent } from '../testing/catalogue-test-kit';
import { Component as ChecklistEditor } from './checklist-editor';
import { Component as ChecklistList } from './checklist-list';

type Checklist = {
  _id: string;
  Name: string;
  Sections: { Name: string; Points: string[] }[];
  Act: boolean;
  ver: number;
  CrAt: string;
};
const ID = '01JD0000000000000000000001';
let checklists: Checklist[];
let sent: Sent[];

function server({ method, path, query, body }: Sent): Response {
  if (path === 'Service/Checklists' && method === 'GET')
    return ok({ Items: checklists.filter((c) => query.All === 'true' || c.Act) });
  if (path === 'Service/Checklists' && method === 'POST') {
    const made = { _id: '01JD0000000000000000000002', Act: true, ver: 1, CrAt: '2026-11-29', ...(body as object) };
    checklists.push(made as Checklist);
    return ok(made);
  }
  const current = checklists.find((c) => path === `Service/Checklists/${c._id}`);
  if (!current) return refuse(404, InspectionMessages.checklistNotFound);
  if (method === 'GET') return ok(current);
  if ((body as { ver: number }).ver !== current.ver) return refuse(409, InspectionMessages.checklistChanged);
  const saved = { ...current, ...(body as object), ver: current.ver + 1 };
  checklists = checklists.map((c) => (c._id === current._id ? saved : c));
  return ok(saved);
}

beforeEach(() => {
  checklists = [
    {
      _id: ID,
      Name: '20-point check',
      Sections: [
        { Name: 'Brakes', Points: ['Pads front', 'Pads rear', 'Fluid'] },
        { Name: 'Tyres', Points: ['Tread', 'Pressure'] },
      ],
      Act: true,
      ver: 3,
      CrAt: '2026-11-29T10:00:00Z',
    },
  ];
  sent = stubServer(server);
});
cleanUpAfterEach();

const routes = [
  { path: '/settings/checklists', Component: ChecklistList },
  { path: '/settings/checklist/:Id', Component: ChecklistEditor },
];
const writes = () =>
  sent.filter((s) => s.method !== 'GET').map((s) => `${s.method} ${s.path} ${JSON.stringify(s.body)}`);
const SLOW = { timeout: 5000 };

describe('settings/checklists', () => {
  it('lists checklists with their sections and points; an advisor reads without New or Edit', async () => {
    renderRoute(routes, '/settings/checklists', 'advisor');
    const table = await screen.findByRole('table', { name: 'Checklists' }, SLOW);
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent).toContain('20-point check');
    expect(row.textContent).toContain('Brakes, Tyres');
    expect(row.textContent).toContain('5');
    expect(screen.queryByRole('button', { name: 'New checklist' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit 20-point check' })).toBeNull();
  });

  it('a manager creates one: sections typed with their points one per line', async () => {
    renderRoute(routes, '/settings/checklist/New', 'manager');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'AC check' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Section name/ }), { target: { value: 'Cooling' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Points to check/ }), {
      target: { value: 'Gas pressure\n\n  Vent temperature \n' },
    });
    expect(screen.getByRole('status').textContent).toBe('2 points');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent.filter((x) => x.method === 'POST')).toHaveLength(1));
    expect(sent.find((x) => x.method === 'POST')?.body).toEqual({
      Name: 'AC check',
      Act: true,
      Sections: [{ Name: 'Cooling', Points: ['Gas pressure', 'Vent temperature'] }],
    });
    await screen.findByRole('table', { name: 'Checklists' }, SLOW);
  });

  it('refuses a checklist without points before sending anything', async () => {
    renderRoute(routes, '/settings/checklist/New', 'manager');
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'Empty' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Section name/ }), { target: { value: 'Body' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(InspectionMessages.noPoints);
    expect(writes()).toEqual([]);
  });

  it('edits at the ver read, adding a section; a stale ver shows the conflict', async () => {
    renderRoute(routes, `/settings/checklist/${ID}`, 'manager');
    await screen.findByDisplayValue('20-point check', undefined, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
    const names = screen.getAllByRole('textbox', { name: /Section name/ });
    fireEvent.change(names[2] as HTMLElement, { target: { value: 'Lights' } });
    fireEvent.change(screen.getAllByRole('textbox', { name: /Points to check/ })[2] as HTMLElement, {
      target: { value: 'Headlamps' },
    });
    checklists[0] = { ...(checklists[0] as Checklist), ver: 4 };
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes()[0]).toContain('"ver":3'));
    expect(writes()[0]).toContain('{"Name":"Lights","Points":["Headlamps"]}');
    await screen.findByText(InspectionMessages.checklistChanged, undefined, SLOW);
  });
});
