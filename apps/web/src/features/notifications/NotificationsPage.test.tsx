import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApi, makeNotification } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

const tab = (name: string) => screen.findByRole('tab', { name: new RegExp(`^${name}`) });
const main = () => within(screen.getByRole('main'));

describe('/notifications', () => {
  it('shows tabs with counts and the empty texts', async () => {
    new FakeApi();
    renderApp('/notifications');
    expect(await screen.findByText('No notifications')).toBeInTheDocument();
    expect(await tab('All')).toHaveTextContent('0');
    await userEvent.click(await tab('Unread'));
    expect(await screen.findByText('No unread notifications')).toBeInTheDocument();
    await userEvent.click(await tab('Read'));
    expect(await screen.findByText('No read notifications')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark All as Read' })).toBeDisabled();
  });

  it('shows the loading text first', async () => {
    new FakeApi({ 'notifications.list': () => new Promise(() => {}) });
    renderApp('/notifications');
    expect(await screen.findByText('Loading notifications...')).toBeInTheDocument();
  });

  it('marks one read, one unread, deletes one and marks all read', async () => {
    const api = new FakeApi();
    api.notifications = [
      makeNotification(1, { title: 'Payroll due', type: 'warning' }),
      makeNotification(2, { title: 'Form received', type: 'success', isRead: true }),
      makeNotification(3, { title: 'Task assigned' }),
    ];
    renderApp('/notifications');
    const payroll = await screen.findByRole('article', { name: 'Payroll due' });
    expect(await tab('All')).toHaveTextContent('3');
    expect(await tab('Unread')).toHaveTextContent('2');
    expect(within(payroll).getByRole('img', { name: 'Warning' })).toBeInTheDocument();
    expect(payroll).toHaveAttribute('data-unread', 'true');

    await userEvent.click(within(payroll).getByRole('button', { name: 'Mark as Read' }));
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Payroll due' })).not.toHaveAttribute('data-unread'),
    );
    expect(api.called('notifications.markRead')[0]!.input).toEqual({ id: 1 });
    await waitFor(async () => expect(await tab('Unread')).toHaveTextContent('1'));

    const form = screen.getByRole('article', { name: 'Form received' });
    await userEvent.click(within(form).getByRole('button', { name: 'Mark as Unread' }));
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Form received' })).toHaveAttribute('data-unread', 'true'),
    );

    await userEvent.click(
      within(screen.getByRole('article', { name: 'Task assigned' })).getByRole('button', {
        name: 'Delete notification',
      }),
    );
    await waitFor(() => expect(main().queryByRole('article', { name: 'Task assigned' })).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Mark All as Read' }));
    await waitFor(async () => expect(await tab('Unread')).toHaveTextContent('0'));
    await userEvent.click(await tab('Unread'));
    expect(await screen.findByText('No unread notifications')).toBeInTheDocument();
  });

  it('pages with Load more', async () => {
    const api = new FakeApi();
    api.notifications = Array.from({ length: 25 }, (_, i) => makeNotification(i + 1));
    renderApp('/notifications');
    expect(await screen.findByRole('article', { name: 'Notification 25' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Notification 1' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Notification 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
