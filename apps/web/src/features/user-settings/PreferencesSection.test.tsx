import { DEFAULT_USER_SETTINGS } from '@app/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { TrpcTestError } from '../../test/trpc-msw';
import { FIRST_RENDER } from '../../test/waits';

const settings = () => ({ ...DEFAULT_USER_SETTINGS });
const refused = () => {
  throw new TrpcTestError(400, 'bad request');
};

describe('Settings > Preferences (spec 3 section 6)', () => {
  it('shows the saved values and saves one field per change with the spec toast', async () => {
    const api = new FakeApi({
      'userSettings.get': settings,
      'userSettings.update': (patch: object) => ({ ...DEFAULT_USER_SETTINGS, ...patch }),
    });
    renderApp('/settings/preferences');
    const view = await screen.findByRole('combobox', { name: 'Default View' }, FIRST_RENDER);
    expect(view).toHaveValue('Dashboard');
    expect(screen.getByRole('combobox', { name: 'Session Timeout' })).toHaveValue('30 minutes');
    await userEvent.click(view);
    await userEvent.click(await screen.findByRole('option', { name: 'Projects' }));
    expect(await screen.findByText('Settings updated')).toBeInTheDocument();
    expect(api.called('userSettings.update').map((c) => c.input)).toEqual([{ defaultView: 'projects' }]);
  });

  it('says a failed save in the spec words', async () => {
    new FakeApi({ 'userSettings.get': settings, 'userSettings.update': refused });
    renderApp('/settings/preferences');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Session Timeout' }, FIRST_RENDER));
    await userEvent.click(await screen.findByRole('option', { name: '1 hour' }));
    expect(await screen.findByText('Failed to update settings. Please try again.')).toBeInTheDocument();
  });

  it('shows a spinner while the settings load, and the failure when they cannot', async () => {
    new FakeApi({ 'userSettings.get': () => new Promise(() => {}) });
    const first = renderApp('/settings/preferences');
    expect(await screen.findByRole('status', { name: 'Loading' }, FIRST_RENDER)).toBeInTheDocument();
    first.unmount();
    new FakeApi({ 'userSettings.get': refused });
    renderApp('/settings/preferences');
    expect(await screen.findByText('Failed to load settings', {}, FIRST_RENDER)).toBeInTheDocument();
  });
});

describe('Settings > Notifications', () => {
  it('shows the five switches the server honours, as saved', async () => {
    new FakeApi({
      'userSettings.get': () => ({ ...DEFAULT_USER_SETTINGS, payrollAlerts: false }),
      'calendarFeed.info': () => ({ path: null }),
    });
    renderApp('/settings/notifications');
    expect(await screen.findByRole('switch', { name: /Email Notifications/ }, FIRST_RENDER)).toBeChecked();
    expect(screen.getByRole('switch', { name: /Payroll Alerts/ })).not.toBeChecked();
    for (const name of [/Task Reminders/, /Project Deadlines/, /Insurance Renewals/])
      expect(screen.getByRole('switch', { name })).toBeChecked();
  });
});

describe('Settings > Security > Active Sessions', () => {
  it('lists this session, keeps "Sign out other sessions" off for one, and says when the list fails', async () => {
    new FakeApi();
    const first = renderApp('/settings/security');
    const card = (await screen.findByRole('heading', { name: 'Active Sessions' }, FIRST_RENDER)).closest(
      '.mantine-Card-root',
    ) as HTMLElement;
    expect(await within(card).findByText('This session')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Sign out other sessions' })).toBeDisabled();
    first.unmount();
    new FakeApi({ 'userSettings.sessions': refused });
    renderApp('/settings/security');
    expect(await screen.findByText('Failed to load sessions', {}, FIRST_RENDER)).toBeInTheDocument();
  });
});
