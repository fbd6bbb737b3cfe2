import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import '../../shared/i18n/i18n';
import { OpsListPage, type OpsColumn, type OpsListState } from './OpsListPage';

interface Fruit {
  id: number;
  name: string;
}

const columns: Array<OpsColumn<Fruit>> = [
  { header: 'Name', cell: (fruit) => fruit.name },
  {
    header: 'Actions',
    hiddenHeader: true,
    cell: (fruit) => <button type="button">Eat {fruit.name}</button>,
  },
];
const texts = {
  loading: 'Loading fruit',
  failed: 'The fruit did not load.',
  empty: 'No fruit matches.',
  caption: 'Fruit',
};

function page(list: Partial<OpsListState<Fruit>>) {
  return render(
    <OpsListPage
      id="fruit-title"
      title="Fruit"
      top={<p>Filters here</p>}
      list={{ rows: undefined, isPending: false, isError: false, retry: vi.fn(), ...list }}
      texts={texts}
      columns={columns}
      rowKey={(fruit) => fruit.id}
    >
      <p>Add a fruit</p>
    </OpsListPage>,
  );
}

describe('a back-office list page', () => {
  it('shows its rows in a captioned table under its heading, with what sits above and below', () => {
    page({ rows: [{ id: 1, name: 'Apple' }] });
    const section = screen.getByRole('region', { name: 'Fruit' });
    const table = within(section).getByRole('table', { name: 'Fruit' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Actions']);
    expect(within(table).getByRole('cell', { name: 'Apple' })).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Eat Apple' })).toBeTruthy();
    expect(screen.getByText('Filters here')).toBeTruthy();
    expect(screen.getByText('Add a fruit')).toBeTruthy();
  });

  it('says when it loads, when nothing matches, and offers a retry when it failed', async () => {
    const { unmount } = page({ isPending: true });
    expect(screen.getByRole('status', { name: 'Loading fruit' })).toBeTruthy();
    unmount();

    const empty = page({ rows: [] });
    expect(screen.getByRole('status').textContent).toBe('No fruit matches.');
    expect(screen.queryByRole('table')).toBeNull();
    empty.unmount();

    const retry = vi.fn();
    page({ isError: true, retry });
    expect(screen.getByRole('alert').textContent).toContain('The fruit did not load.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('loads older rows while there are more', async () => {
    const load = vi.fn();
    const rows = [{ id: 1, name: 'Apple' }];
    const { rerender } = page({
      rows,
      more: { hasMore: true, loading: false, load, label: 'Older fruit' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Older fruit' }));
    expect(load).toHaveBeenCalledOnce();
    rerender(
      <OpsListPage
        id="fruit-title"
        title="Fruit"
        list={{
          rows,
          isPending: false,
          isError: false,
          retry: vi.fn(),
          more: { hasMore: false, loading: false, load, label: 'Older fruit' },
        }}
        texts={texts}
        columns={columns}
        rowKey={(fruit) => fruit.id}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Older fruit' })).toBeNull();
  });
});
