import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_USER_SETTINGS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { employeeUser, FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { TrpcTestError } from '../../test/trpc-msw';
import { FIRST_RENDER } from '../../test/waits';

// The calendar feed card of Settings > Notifications (docs/decisions/5-beyond.md).
const settings = () => ({ ...DEFAULT_USER_SETTINGS });
const FEED = '/calendar/tok123.ics';

describe('Settings > Notifications > Calendar Feed', () => {
  it('offers to create a feed URL when there is none, then shows it', async () => {
    const api = new FakeApi({
      'userSettings.get': settings,
      'calendarFeed.info': () => ({ path: null }),
      'calendarFeed.regenerate': () => ({ path: FEED }),
    });
    renderApp('/settings/notifications');
    const create = await screen.findByRole('button', { name: 'Create Feed URL' }, FIRST_RENDER);
    expect(screen.queryByRole('textbox', { name: 'Feed URL' })).not.toBeInTheDocument();
    await userEvent.click(create);
    expect(await screen.findByText('Calendar feed URL created')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Feed URL' })).toHaveValue(`${window.location.origin}${FEED}`);
    expect(screen.getByRole('button', { name: 'Regenerate URL' })).toBeInTheDocument();
    expect(api.called('calendarFeed.regenerate')).toHaveLength(1);
  });

  it('shows the private URL of an existing feed to a user with no flag too', async () => {
    const api = new FakeApi({ 'userSettings.get': settings, 'calendarFeed.info': () => ({ path: FEED }) });
    api.user = { ...employeeUser, canAccessCalendars: false, canAccessProjects: false, canAccessTasks: false };
    renderApp('/settings/notifications');
    expect(await screen.findByRole('textbox', { name: 'Feed URL' }, FIRST_RENDER)).toHaveValue(
      `${window.location.origin}${FEED}`,
    );
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });

  it('says a failed regeneration in the settings words', async () => {
    new FakeApi({
      'userSettings.get': settings,
      'calendarFeed.info': () => ({ path: FEED }),
      'calendarFeed.regenerate': () => {
        throw new TrpcTestError(400, 'bad request');
      },
    });
    renderApp('/settings/notifications');
    await userEvent.click(await screen.findByRole('button', { name: 'Regenerate URL' }, FIRST_RENDER));
    expect(await screen.findByText('Failed to update settings. Please try again.')).toBeInTheDocument();
  });

  it('shows a spinner while the feed loads, and the failure when it cannot', async () => {
    new FakeApi({ 'userSettings.get': settings, 'calendarFeed.info': () => new Promise(() => {}) });
    const first = renderApp('/settings/notifications');
    await screen.findByRole('switch', { name: /Email Notifications/ }, FIRST_RENDER);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    first.unmount();
    new FakeApi({
      'userSettings.get': settings,
      'calendarFeed.info': () => {
        throw new TrpcTestError(400, 'bad request');
      },
    });
    renderApp('/settings/notifications');
    expect(await screen.findByText('Failed to load the calendar feed', {}, FIRST_RENDER)).toBeInTheDocument();
  });
});
