import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AuditRecords, type AuditLogResult } from './audit-records';

afterEach(cleanup);

const loaded = (Items: NonNullable<AuditLogResult['data']>['Items']): AuditLogResult => ({
  data: { Items },
  isPending: false,
  isError: false,
  error: null,
});

describe('AuditRecords', () => {
  it('lists each record (action, who, when in the branch time zone) with its changes, before → after', () => {
    render(
      <AuditRecords
        timeZone="Asia/Calcutta"
        log={loaded([
          {
            At: '2026-11-24T06:30:00.000Z',
            By: 'user-1',
            ByName: 'Priya Nair',
            Action: 'Update',
            ver: 3,
            Changes: [
              { Path: 'Odo', Before: 12000, After: 12500 },
              { Path: 'Notes', Before: '', After: 'Brakes squeal' },
              { Path: 'CBillTo', After: { name: 'Fleet Co' } },
            ],
          },
          { At: '2026-11-23T04:00:00.000Z', By: 'user-2', Action: 'Create', ver: 1, Changes: [] },
        ])}
      />,
    );
    const records = screen.getAllByRole('listitem').filter((item) => item.parentElement?.tagName === 'OL');
    expect(records).toHaveLength(2);
    expect(within(records[0]!).getByText(/^Update · Priya Nair · /).textContent).toContain('24');
    expect(
      within(records[0]!)
        .getAllByRole('listitem')
        .map((change) => change.textContent),
    ).toEqual(['Odo: 12000 → 12500', 'Notes: — → Brakes squeal', 'CBillTo: — → {"name":"Fleet Co"}']);
    // Without a name, the user id says who.
    expect(within(records[1]!).getByText(/^Create · user-2 · /)).toBeTruthy();
  });

  it('says when nothing was recorded, while it loads, and when the load failed', () => {
    const { rerender } = render(<AuditRecords timeZone="Asia/Calcutta" log={loaded([])} />);
    expect(screen.getByText('No changes recorded yet.')).toBeTruthy();
    rerender(
      <AuditRecords timeZone="Asia/Calcutta" log={{ data: undefined, isPending: true, isError: false, error: null }} />,
    );
    expect(screen.getByLabelText('Loading the audit log')).toBeTruthy();
    rerender(
      <AuditRecords
        timeZone="Asia/Calcutta"
        log={{ data: undefined, isPending: false, isError: true, error: { message: 'The server did not answer.' } }}
      />,
    );
    expect(screen.getByText('The server did not answer.')).toBeTruthy();
    expect(screen.queryByText('No changes recorded yet.')).toBeNull();
  });
});
