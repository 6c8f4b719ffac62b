import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { employeeUser, FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

async function sidebar() {
  return within(await screen.findByRole('navigation', { name: 'Main' }));
}

describe('sidebar', () => {
  it('links every area and shows Workforce and the Audit Log to an admin', async () => {
    new FakeApi();
    renderApp('/dashboard');
    const nav = await sidebar();
    for (const [label, href] of [
      ['Clients', '/clients'],
      ['Organizations', '/organizations'],
      ['Projects', '/projects'],
      ['Workforce', '/workforce'],
      ['Audit Log', '/audit-log'],
      ['Referral Partners', '/referral-sources'],
      ['Reports', '/reports'],
      ['Chat', '/chat'],
    ]) {
      expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('link', { name: 'Practice Desk' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Tasks' })).toHaveAttribute('href', '/tasks');
  });

  it('hides Workforce and the Audit Log from an employee', async () => {
    const api = new FakeApi();
    api.user = employeeUser;
    renderApp('/dashboard');
    const nav = await sidebar();
    expect(nav.getByRole('link', { name: 'Clients' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Workforce' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Audit Log' })).not.toBeInTheDocument();
  });

  it('expands the submenu of the current path and toggles by hand', async () => {
    new FakeApi();
    const { router } = renderApp('/tax/sales');
    const nav = await sidebar();
    const tax = nav.getByRole('button', { name: 'Tax and License' });
    const calendars = nav.getByRole('button', { name: 'Calendars' });
    expect(tax).toHaveAttribute('aria-expanded', 'true');
    expect(calendars).toHaveAttribute('aria-expanded', 'false');
    expect(nav.getByRole('link', { name: 'Sales Tax' })).toHaveAttribute('href', '/tax/sales');

    await userEvent.click(calendars);
    expect(calendars).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(tax);
    expect(tax).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(nav.getByRole('link', { name: 'Payroll Run Dates' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/calendars/payroll'));
    expect(await screen.findByRole('heading', { name: 'Payroll Run Dates Calendar' })).toBeInTheDocument();
    // Entering /forms (here from a link elsewhere) opens its submenu by itself.
    const forms = nav.getByRole('button', { name: 'Forms' });
    expect(forms).toHaveAttribute('aria-expanded', 'false');
    await act(() => router.navigate('/forms/forms'));
    await waitFor(() => expect(forms).toHaveAttribute('aria-expanded', 'true'));
    expect(await nav.findByRole('link', { name: 'Submissions' })).toHaveAttribute('href', '/forms/submissions');
  });

  it('closes the small-screen drawer on navigation', async () => {
    new FakeApi();
    renderApp('/dashboard');
    const burger = await screen.findByRole('button', { name: 'Toggle navigation' });
    await userEvent.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click((await sidebar()).getByRole('link', { name: 'Clients' }));
    await waitFor(() => expect(burger).toHaveAttribute('aria-expanded', 'false'));
  });

  it('searches with the placeholder text and says when nothing matches', async () => {
    const api = new FakeApi();
    renderApp('/dashboard');
    const box = await screen.findByPlaceholderText('Search clients & organizations...');
    await userEvent.type(box, 'acme');
    expect(await screen.findByText('No clients or organizations found')).toBeInTheDocument();
    expect(api.called('search.global')[0]!.input).toEqual({ q: 'acme', limit: 5 });
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box).toHaveValue('');
  });
});
