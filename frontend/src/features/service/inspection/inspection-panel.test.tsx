import type { UserAndEntity } from '@shared/api/routes/iam';
import { InspectionMessages as M } from '@shared/inspections/inspection-messages';
import type { InspectionAnswer, InspectionsOfDocument } from '@shared/inspections/inspection-schemas';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubServer, type Sent } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { renderRoutes } from '../../../components/testing/render';
import { clearToasts } from '../../../components/toast/toast-store';
import { InspectionPanel } from './components/inspection-panel';

const DOC = '01JD00000000000000000000R1';
const INSP = '01JD00000000000000000000I1';
const PHOTO = '01JD00000000000000000000P1';
const SLOW = { timeout: 5000 };

const session = (write: boolean): UserAndEntity => {
  const { Token: _t, ...s } = loginAnswer({
    access: { SA: false, EA: false, Common: {}, Service: { Access: true, MA: false, WO: write ? 'CRU' : 'R' } },
  });
  return s;
};

const inspection = (over: Partial<InspectionAnswer> = {}): InspectionAnswer => ({
  _id: INSP,
  DocId: DOC,
  DocType: 'RepairOrder',
  DocNum: 'WO/2627/7',
  ChecklistId: 'CL1',
  Name: '20-point check',
  Sts: 'Open',
  Points: [
    { Id: '1.1', Section: 'Brakes', Name: 'Pads front' },
    { Id: '1.2', Section: 'Brakes', Name: 'Fluid' },
    { Id: '2.1', Section: 'Tyres', Name: 'Pressure' },
  ],
  ver: 2,
  CrAt: '2026-11-29T04:00:00Z',
  CrByName: 'Asha',
  ...over,
});

let state: InspectionsOfDocument;
let sent: Sent[];
let refuseConfirm = false;

function server(call: Sent): Response {
  const { method, path } = call;
  if (path === `Service/Inspections/${DOC}` && method === 'GET') return jsonResponse(200, state);
  if (path === 'Service/Checklists')
    return jsonResponse(200, {
      Items: [{ _id: 'CL1', Name: '20-point check', Sections: [], Act: true, ver: 1, CrAt: '2026-11-29T04:00:00Z' }],
    });
  if (path === `Service/Inspections/${DOC}` && method === 'POST') {
    state = { ...state, Items: [inspection({ ver: 1 })] };
    return jsonResponse(200, state.Items[0]);
  }
  if (path === `Service/Inspections/${DOC}/Photos/Upload`)
    return jsonResponse(200, {
      Url: 'https://files.test/put',
      Method: 'PUT',
      Headers: {},
      Key: 'k',
      ExpiresIn: 300,
      MaxBytes: 5,
    });
  if (path === `Service/Inspections/${DOC}/Photos`)
    return refuseConfirm
      ? jsonResponse(415, { errorCode: 415, message: M.notAnImage })
      : jsonResponse(200, { Id: PHOTO, Url: 'https://files.test/p1.jpg' });
  if (path === `Service/Inspections/${DOC}/${INSP}` && method === 'PUT') {
    const saved = inspection({ ver: 3 });
    return jsonResponse(200, saved);
  }
  if (path === `Service/VehicleCondition/${DOC}`)
    return jsonResponse(200, { ...(call.body as object), ver: 1, UpAt: '2026-11-29T04:10:00Z' });
  if (path === `Service/Inspections/${DOC}/${INSP}/Recommend`)
    return jsonResponse(200, { Inspection: inspection({ ver: 4 }), LineId: 'WO3', DocVer: 6 });
  return jsonResponse(404, { errorCode: 404, message: 'Not here.' });
}

/** The presigned PUT goes by XMLHttpRequest (progress): finished at once. */
class InstantUpload {
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  open(): void {}
  setRequestHeader(): void {}
  send(): void {
    this.status = 200;
    setTimeout(() => this.onload?.(), 1);
  }
  abort(): void {}
}

beforeEach(() => {
  state = { Items: [], Photos: [], PicsOn: true, DocVer: 5, DocSts: 'New' };
  refuseConfirm = false;
  sent = stubServer(server);
  vi.stubGlobal('XMLHttpRequest', InstantUpload);
});
afterEach(() => {
  cleanup();
  clearToasts();
  vi.unstubAllGlobals();
});

const open = (write = true) =>
  renderRoutes(
    [{ path: '/ro', Component: () => <InspectionPanel kind="repairOrder" docId={DOC} /> }],
    '/ro',
    session(write),
  );
const writes = () => sent.filter((s) => s.method !== 'GET');

describe('inspections on a repair order', () => {
  it('says when there is none, and starts one from the chosen checklist', async () => {
    open();
    await screen.findByText('No inspection yet.', undefined, SLOW);
    fireEvent.click(await screen.findByRole('button', { name: 'Start inspection' }, SLOW));
    await waitFor(() => expect(writes()[0]?.body).toEqual({ ChecklistId: 'CL1' }));
    await screen.findByRole('group', { name: 'Pads front' }, SLOW);
  });

  it('marks points by keyboard-operable radios and saves only the changed points at the ver read', async () => {
    state = { ...state, Items: [inspection()] };
    open();
    const pads = await screen.findByRole('group', { name: 'Pads front' }, SLOW);
    fireEvent.click(within(pads).getByRole('radio', { name: 'Fail' }));
    fireEvent.change(within(pads).getByRole('textbox', { name: 'Note on Pads front' }), {
      target: { value: 'Worn to 2 mm' },
    });
    expect(screen.getByText('1 unsaved')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save inspection' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toEqual({
      ver: 2,
      Points: [{ Id: '1.1', Res: 'Fail', Note: 'Worn to 2 mm', Photos: [] }],
    });
  });

  it('takes a photo from the camera input, uploads it and shows the server refusing a non-image', async () => {
    state = { ...state, Items: [inspection()] };
    open();
    const input = await screen.findByLabelText('Add photo of Pads front', undefined, SLOW);
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    fireEvent.change(input, { target: { files: [new File(['x'], 'pad.jpg', { type: 'image/jpeg' })] } });
    await screen.findByRole('img', { name: 'Photo of Pads front' }, SLOW);
    refuseConfirm = true;
    fireEvent.change(screen.getByLabelText('Add photo of Fluid'), {
      target: { files: [new File(['%PDF'], 'x.pdf', { type: 'application/pdf' })] },
    });
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toContain(M.notAnImage);
    expect(writes().map((w) => w.path)).toEqual([
      `Service/Inspections/${DOC}/Photos/Upload`,
      `Service/Inspections/${DOC}/Photos`,
      `Service/Inspections/${DOC}/Photos/Upload`,
      `Service/Inspections/${DOC}/Photos`,
    ]);
  });

  it('adds a Fail point as a recommended line at the document ver, and shows the line it became', async () => {
    state = {
      ...state,
      Items: [inspection({ Points: [{ Id: '1.1', Section: 'Brakes', Name: 'Pads front', Res: 'Fail' }] })],
    };
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add as recommended line' }, SLOW));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toEqual({ Point: '1.1', ver: 2, DocVer: 5 });
    state = {
      ...state,
      Items: [
        inspection({
          ver: 4,
          Points: [{ Id: '1.1', Section: 'Brakes', Name: 'Pads front', Res: 'Fail', LineId: 'WO3' }],
        }),
      ],
    };
    await screen.findByText('On the order as WO3', undefined, SLOW);
  });

  it('with Pics off there is no photo control; a reader sees marks without controls', async () => {
    state = {
      ...state,
      PicsOn: false,
      Items: [
        inspection({ Points: [{ Id: '1.1', Section: 'Brakes', Name: 'Pads front', Res: 'Pass', Note: 'Fine' }] }),
      ],
    };
    open(false);
    await screen.findByText('Fine', undefined, SLOW);
    expect(screen.queryByLabelText('Add photo of Pads front')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save inspection' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Start inspection' })).toBeNull();
  });

  it('records the vehicle at check-in: a damage mark, accessories one per line, saved at ver 0', async () => {
    open();
    await screen.findByRole('heading', { name: 'Vehicle at check-in' }, SLOW);
    expect(screen.getByText('No damage marked.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Body area'), { target: { value: 'Rear bumper' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Damage' }), { target: { value: 'Scratch, 10 cm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark damage' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Accessories/ }), {
      target: { value: 'Jack\n\nSpare wheel' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save vehicle condition' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      path: `Service/VehicleCondition/${DOC}`,
      body: {
        ver: 0,
        Damage: [{ Area: 'Rear bumper', Note: 'Scratch, 10 cm' }],
        Accessories: ['Jack', 'Spare wheel'],
        Photos: [],
      },
    });
    expect(screen.getByLabelText('Add photo of the vehicle')).toBeTruthy();
  });
});
