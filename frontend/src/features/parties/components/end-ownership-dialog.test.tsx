import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Industry } from '@shared/entity/entity-config';
import { sessionFromLogin } from '../../../lib/session';
import { fakeServerOfFile, inTurn } from '../../../components/testing/fake-server';
import { jsonResponse, loginAnswer } from '../../../components/testing/fixtures';
import { renderWithProviders } from '../../../components/testing/render';
import { EndOwnershipDialog } from './end-ownership-dialog';

const fake = fakeServerOfFile();

/** A session of a branch of this industry (an auto workshop unless told). */
function sessionIn(industry: Industry = 'AUTO-2') {
  const session = sessionFromLogin(loginAnswer());
  return { ...session, Entity: { ...session.Entity, Config: { ...session.Entity.Config, Industry: industry } } };
}

const open = (industry?: Industry) =>
  renderWithProviders(
    <EndOwnershipDialog open productId="P1" regNo="KA01AB1234" custId="C1" today="2026-11-24" onClose={vi.fn()} />,
    sessionIn(industry),
  );
const dateField = () => screen.getByLabelText('Ownership end date') as HTMLInputElement;
const end = () => fireEvent.click(screen.getByRole('button', { name: 'End ownership' }));

describe('end ownership (spec platform §5: product, date and customer are required)', { timeout: 20_000 }, () => {
  it('needs a date, and says so only once End ownership is pressed', async () => {
    open();
    fireEvent.change(dateField(), { target: { value: '' } });
    expect(screen.queryByText('This Field Is Required.')).toBeNull();
    end();
    expect(await screen.findByText('This Field Is Required.')).toBeTruthy();
    expect(dateField().required).toBe(true);
    expect(fake.sent).toEqual([]);
  });

  it("puts the server's refusal of the date on the date field", async () => {
    fake.server = inTurn(
      jsonResponse(400, {
        errorCode: 400,
        message: 'Some fields are not valid.',
        errors: [{ path: 'Dt', message: 'The end date is before the start.' }],
      }),
    );
    open();
    end();
    await waitFor(() => expect(dateField().getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('The end date is before the start.').length).toBeGreaterThan(0);
  });

  it('names the owner in the branch’s words (a clinic’s owner is a patient)', async () => {
    open('HC-2');
    expect(await screen.findByText('The patient no longer owns KA01AB1234 from this date.')).toBeTruthy();
    cleanup();
    open();
    expect(await screen.findByText('The customer no longer owns KA01AB1234 from this date.')).toBeTruthy();
  });
});
