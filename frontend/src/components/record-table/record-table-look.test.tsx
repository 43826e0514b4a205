import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { injectStyles } from '../testing/inject-styles';
import { RecordTable } from './record-table';

afterEach(cleanup);

describe('RecordTable look', () => {
  it('shows its caption as the table title: at the start, in bold', () => {
    injectStyles('frontend/src/components/record-table/record-table.css');
    render(
      <RecordTable
        caption="Users"
        columns={[{ id: 'Name', header: 'Name', cell: (row: { Name: string }) => row.Name }]}
        rows={[{ Name: 'Anita Rao' }]}
        rowKey={(row) => row.Name}
        emptyText="No users."
      />,
    );
    const caption = screen.getByRole('table', { name: 'Users' }).querySelector('caption');
    expect(caption).not.toBeNull();
    const look = getComputedStyle(caption as HTMLElement);
    expect(look.textAlign).toBe('left');
    expect(look.fontWeight).toBe('600');
  });
});
