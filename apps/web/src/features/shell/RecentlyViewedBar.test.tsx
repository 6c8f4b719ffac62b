import { act, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { recordRecentProfile } from './recent-profiles';
import { RecentlyViewedBar } from './RecentlyViewedBar';

function renderBar(props: Parameters<typeof RecentlyViewedBar>[0]) {
  return render(
    <MantineProvider env="test">
      <MemoryRouter>
        <RecentlyViewedBar {...props} />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('RecentlyViewedBar', () => {
  it('renders nothing without history', () => {
    renderBar({ userId: 1 });
    expect(screen.queryByRole('navigation', { name: 'Recently viewed' })).not.toBeInTheDocument();
  });

  it('links the latest profiles first, de-duplicated, per user', () => {
    recordRecentProfile(1, { id: 12, type: 'client', name: 'Mary Ann' });
    recordRecentProfile(1, { id: 7, type: 'organization', name: 'Acme LLC' });
    recordRecentProfile(1, { id: 12, type: 'client', name: 'Mary Ann' });
    recordRecentProfile(2, { id: 99, type: 'client', name: 'Someone Else' });
    renderBar({ userId: 1 });
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Mary Ann', 'Acme LLC']);
    expect(links[0]).toHaveAttribute('href', '/clients/A0012');
    expect(links[1]).toHaveAttribute('href', '/organizations/B0007');
    expect(screen.queryByText('Someone Else')).not.toBeInTheDocument();
  });

  it('keeps only 10, leaves out the profile on screen and follows new visits', () => {
    for (let id = 1; id <= 12; id++) recordRecentProfile(1, { id, type: 'client' });
    renderBar({ userId: 1, current: { id: 12, type: 'client' } });
    expect(screen.getAllByRole('link')).toHaveLength(9);
    expect(screen.getAllByRole('link')[0]).toHaveTextContent('A0011');
    act(() => recordRecentProfile(1, { id: 3, type: 'organization', name: 'Bolt Inc' }));
    expect(screen.getAllByRole('link')[0]).toHaveTextContent('Bolt Inc');
  });
});
