import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OpsTable } from './OpsTable';

describe('OpsTable', () => {
  it('labels each cell with its column, so a row reads as a card on a phone (not the hidden ones)', () => {
    render(
      <OpsTable
        caption="Fruit"
        rows={[{ id: 1, name: 'Pear', price: '1.20' }]}
        rowKey={(row) => row.id}
        columns={[
          { header: 'Name', rowHeader: true, cell: (row) => row.name },
          { header: 'Price', cell: (row) => row.price },
          { header: 'Actions', hiddenHeader: true, cell: () => <button type="button">Eat</button> },
        ]}
      />,
    );
    const row = within(screen.getByRole('table', { name: 'Fruit' })).getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader', { name: 'Pear' }).dataset.label).toBe('Name');
    expect(within(row).getByRole('cell', { name: '1.20' }).dataset.label).toBe('Price');
    expect(within(row).getByRole('button', { name: 'Eat' }).closest('td')!.dataset.label).toBe(
      undefined,
    );
  });
});
