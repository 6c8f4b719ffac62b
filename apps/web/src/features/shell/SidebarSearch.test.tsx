import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/queryClient';
import type { SearchSource } from './search-source';
import { SidebarSearch } from './SidebarSearch';

function renderSearch(source: SearchSource) {
  const router = createMemoryRouter([{ path: '*', element: <SidebarSearch source={source} /> }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider env="test">
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return router;
}

describe('SidebarSearch', () => {
  it('groups up to 5 results per kind and opens the chosen profile', async () => {
    const source = vi.fn<SearchSource>(async () => ({
      clients: Array.from({ length: 7 }, (_, i) => ({ id: i + 1, fullName: `Client ${i + 1}`, email: null })),
      organizations: [{ id: 7, businessDba: 'Acme LLC' }],
    }));
    const router = renderSearch(source);
    await userEvent.type(screen.getByPlaceholderText('Search clients & organizations...'), '  acme ');
    expect(await screen.findByText('Acme LLC')).toBeInTheDocument();
    expect(source).toHaveBeenLastCalledWith('acme');
    expect(screen.getByText('Clients')).toBeInTheDocument();
    expect(screen.getByText('Organizations')).toBeInTheDocument();
    expect(screen.getByText('Client 5')).toBeInTheDocument();
    expect(screen.queryByText('Client 6')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Acme LLC'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organizations/B0007'));
  });

  it('says "Search failed" when the source fails', async () => {
    renderSearch(async () => {
      throw new Error('boom');
    });
    await userEvent.type(screen.getByPlaceholderText('Search clients & organizations...'), 'x');
    expect(await screen.findByText('Search failed')).toBeInTheDocument();
  });
});
