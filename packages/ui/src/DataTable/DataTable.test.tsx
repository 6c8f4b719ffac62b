import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '../test/render';
import { DataTable, type DataTableColumn } from './index';

interface Row {
  id: number;
  name: string;
}
const columns: DataTableColumn<Row>[] = [
  { key: 'name', header: 'Client Name', render: (r) => r.name, sortable: true },
  { key: 'id', header: 'Id', render: (r) => r.id },
];
const texts = {
  emptyTitle: 'No client found',
  errorTitle: 'Error loading clients',
  errorDescription: 'Please try again later',
};

describe('DataTable', () => {
  it('shows the loading, error and empty states', () => {
    const { rerender } = renderWithMantine(
      <DataTable columns={columns} rows={undefined} rowKey={(r) => r.id} loading {...texts} />,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    rerender(<DataTable columns={columns} rows={undefined} rowKey={(r) => r.id} error {...texts} />);
    expect(screen.getByText('Error loading clients')).toBeInTheDocument();
    rerender(<DataTable columns={columns} rows={[]} rowKey={(r) => r.id} {...texts} />);
    expect(screen.getByText('No client found')).toBeInTheDocument();
  });

  it('reports sort clicks and page changes to the server-side owner', async () => {
    const onSortChange = vi.fn();
    const onPageChange = vi.fn();
    renderWithMantine(
      <DataTable
        columns={columns}
        rows={[{ id: 1, name: 'Ann' }]}
        rowKey={(r) => r.id}
        sort={{ column: 'name', direction: 'asc' }}
        onSortChange={onSortChange}
        paging={{ page: 1, pageSize: 25, total: 60, onPageChange }}
        {...texts}
      />,
    );
    expect(screen.getByText('Ann')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Client Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Client Name/ }));
    expect(onSortChange).toHaveBeenCalledWith({ column: 'name', direction: 'desc' });
    const pager = screen.getByText('60 total').parentElement!;
    await userEvent.click(within(pager).getByRole('button', { name: '2' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });

  it('formats the total and pages by it exactly when it is not capped', () => {
    renderWithMantine(
      <DataTable
        columns={columns}
        rows={[{ id: 1, name: 'Ann' }]}
        rowKey={(r) => r.id}
        paging={{ page: 40, pageSize: 25, total: 1000, totalCapped: false, onPageChange: vi.fn() }}
        {...texts}
      />,
    );
    const pager = screen.getByText('1,000 total').parentElement!;
    expect(within(pager).getByRole('button', { name: '40' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).queryByRole('button', { name: '41' })).not.toBeInTheDocument();
    expect(within(pager).getAllByRole('button').at(-1)).toBeDisabled();
  });

  it('shows a capped total as a lower bound and offers the page after the last counted one', async () => {
    const onPageChange = vi.fn();
    const { rerender } = renderWithMantine(
      <DataTable
        columns={columns}
        rows={[{ id: 1, name: 'Ann' }]}
        rowKey={(r) => r.id}
        paging={{ page: 40, pageSize: 25, total: 1000, totalCapped: true, onPageChange }}
        {...texts}
      />,
    );
    let pager = screen.getByText('1,000+ total').parentElement!;
    const next = within(pager).getAllByRole('button').at(-1)!;
    expect(next).toBeEnabled();
    await userEvent.click(next);
    expect(onPageChange).toHaveBeenCalledWith(41);
    // Past the cap the server counts to the end of the page asked for: still one more page.
    rerender(
      <DataTable
        columns={columns}
        rows={[{ id: 1, name: 'Ann' }]}
        rowKey={(r) => r.id}
        paging={{ page: 41, pageSize: 25, total: 1025, totalCapped: true, onPageChange }}
        {...texts}
      />,
    );
    pager = screen.getByText('1,025+ total').parentElement!;
    expect(within(pager).getByRole('button', { name: '42' })).toBeInTheDocument();
    expect(within(pager).getAllByRole('button').at(-1)).toBeEnabled();
  });

  it('shows one card per row on a phone when asked, and the table otherwise', () => {
    const phone = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    try {
      const rows = [
        { id: 1, name: 'Ann' },
        { id: 2, name: 'Bob' },
      ];
      const { rerender } = renderWithMantine(
        <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} cardsOnPhone cardsLabel="Clients" {...texts} />,
      );
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(screen.getByRole('list', { name: 'Clients' })).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(within(cards[1]!).getByText('Bob')).toBeInTheDocument();
      // Every other column is a labelled line of the card.
      expect(within(cards[1]!).getByRole('term')).toHaveTextContent('Id');
      expect(within(cards[1]!).getByRole('definition')).toHaveTextContent('2');
      rerender(<DataTable columns={columns} rows={rows} rowKey={(r) => r.id} {...texts} />);
      expect(screen.getByRole('table')).toBeInTheDocument();
    } finally {
      phone.mockRestore();
    }
  });

  it('follows the width of its container: fewer columns in a narrow one, cards in a phone-sized one', async () => {
    let width = 700;
    const observers: Array<() => void> = [];
    const original = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(private cb: ResizeObserverCallback) {}
      observe() {
        const fire = () =>
          this.cb(
            [{ contentRect: { width }, borderBoxSize: [{ inlineSize: width, blockSize: 100 }] }] as never,
            this as never,
          );
        observers.push(fire);
        fire();
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      const wide: DataTableColumn<Row>[] = [
        ...columns,
        { key: 'note', header: 'Note', render: () => 'n', hidePriority: 1 },
        { key: 'extra', header: 'Extra', render: () => 'x', hidePriority: 2 },
      ];
      const rows = [{ id: 1, name: 'Ann' }];
      renderWithMantine(
        <DataTable
          columns={wide}
          rows={rows}
          rowKey={(r) => r.id}
          minWidth={800}
          cardsOnPhone
          cardsLabel="Clients"
          {...texts}
        />,
      );
      // 200 px a column, 700 px: three fit, the highest priority goes.
      await vi.waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Extra' })).not.toBeInTheDocument());
      expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Client Name', 'Id', 'Note']);
      width = 420;
      observers.forEach((fire) => fire());
      await vi.waitFor(() => expect(screen.getByRole('list', { name: 'Clients' })).toBeInTheDocument());
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      // The cards keep every column.
      expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Id', 'Note', 'Extra']);
    } finally {
      window.ResizeObserver = original;
    }
  });

  it('shows cards wherever the table still overflowed its container with no column left to hide', async () => {
    const original = window.ResizeObserver;
    window.ResizeObserver = class {
      constructor(private cb: ResizeObserverCallback) {}
      observe() {
        this.cb(
          [{ contentRect: { width: 700 }, borderBoxSize: [{ inlineSize: 700, blockSize: 100 }] }] as never,
          this as never,
        );
      }
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    // A long unbreakable cell: the rendered table is 900 px wide, more than the 700 px it gets.
    const offset = vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.tagName === 'TABLE' ? 900 : 0;
    });
    try {
      const rows = [{ id: 1, name: 'Ann' }];
      const { rerender } = renderWithMantine(
        <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} minWidth={400} {...texts} />,
      );
      // Without cards on offer the table stays (scrolled sideways).
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.getByRole('table')).toBeInTheDocument();
      rerender(
        <DataTable
          columns={columns}
          rows={rows}
          rowKey={(r) => r.id}
          minWidth={400}
          cardsOnPhone
          cardsLabel="Clients"
          {...texts}
        />,
      );
      await vi.waitFor(() => expect(screen.getByRole('list', { name: 'Clients' })).toBeInTheDocument());
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    } finally {
      offset.mockRestore();
      window.ResizeObserver = original;
    }
  });
});
