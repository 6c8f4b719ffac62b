import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { employeeUser, FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

function at(date: Date) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(date);
}

describe('dashboard', () => {
  afterEach(() => vi.useRealTimers());

  it('greets by the local hour with the full name and wishes a happy holiday', async () => {
    at(new Date(2026, 0, 19, 9, 30, 0)); // Martin Luther King Jr. Day 2026: third Monday of January
    new FakeApi();
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Overview of your business management activities')).toBeInTheDocument();
    expect(screen.getByText('Good morning, Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('Happy Martin Luther King Jr. Day!')).toBeInTheDocument();
    expect(screen.getByText('Monday, January 19, 2026')).toBeInTheDocument();
    expect(screen.getByLabelText('Current time')).toHaveTextContent('9:30:00 AM');
  });

  it('uses the real holiday dates, not fixed ones', async () => {
    at(new Date(2026, 0, 15, 17, 0, 0)); // January 15 is MLK Day only in some years
    new FakeApi();
    renderApp('/');
    expect(await screen.findByText('Good evening, Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByText(/^Happy /)).not.toBeInTheDocument();
  });

  it('falls back to the username and ticks every second', async () => {
    at(new Date(2026, 2, 10, 14, 0, 0));
    const api = new FakeApi();
    api.user = { ...employeeUser, fullName: null };
    renderApp('/');
    expect(await screen.findByText('Good afternoon, emma')).toBeInTheDocument();
    expect(screen.getByLabelText('Current time')).toHaveTextContent('2:00:00 PM');
    vi.setSystemTime(new Date(2026, 2, 10, 14, 0, 5));
    expect(await screen.findByText('2:00:05 PM', {}, { timeout: 2000 })).toBeInTheDocument();
  });
});
