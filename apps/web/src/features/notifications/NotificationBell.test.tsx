import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApi, makeNotification } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { playNotificationSound } from './notification-sound';

vi.mock('./notification-sound', () => ({ playNotificationSound: vi.fn() }));

async function openBell() {
  await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return within(await screen.findByRole('list', { name: 'Notifications list' }));
}

describe('notification bell', () => {
  beforeEach(() => vi.mocked(playNotificationSound).mockClear());

  it('shows the unread count and marks read and unread', async () => {
    const api = new FakeApi();
    api.notifications = [
      makeNotification(1, { title: 'Payroll due' }),
      makeNotification(2, { title: 'Old news', isRead: true }),
    ];
    renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
    const list = await openBell();
    const unreadRow = list.getByText('Payroll due').closest('[data-unread]');
    expect(unreadRow).not.toBeNull();

    await userEvent.click(list.getByRole('button', { name: 'Mark as read: Payroll due' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
    expect(api.called('notifications.markRead')[0]!.input).toEqual({ id: 1 });

    await userEvent.click(list.getByRole('button', { name: 'Mark as unread: Old news' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument());
    expect(api.called('notifications.markUnread')[0]!.input).toEqual({ id: 2 });
    expect(screen.getByRole('link', { name: 'View all notifications' })).toHaveAttribute('href', '/notifications');
  });

  it('asks again when the window gets focus (a session that ended meanwhile signs out at once)', async () => {
    const api = new FakeApi();
    api.notifications = [makeNotification(1, { title: 'Payroll due' })];
    renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
    const before = api.called('notifications.counts').length;
    api.notifications.push(makeNotification(2, { title: 'While away' }));
    act(() => void window.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByRole('button', { name: 'Notifications (2 unread)' })).toBeInTheDocument();
    expect(api.called('notifications.counts').length).toBeGreaterThan(before);
  });

  it('opens a notification at its link and marks it read', async () => {
    const api = new FakeApi();
    api.notifications = [makeNotification(1, { title: 'Task assigned', link: '/tasks' })];
    const { router } = renderApp('/dashboard');
    const list = await openBell();
    await userEvent.click(list.getByText('Task assigned'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tasks'));
    expect(api.called('notifications.markRead')[0]!.input).toEqual({ id: 1 });
  });

  it('puts a pushed notification on top and plays the sound', async () => {
    const api = new FakeApi();
    api.notifications = [makeNotification(1, { title: 'First', isRead: true })];
    const { realtime } = renderApp('/dashboard');
    const list = await openBell();
    expect(realtime.startedFor).toBe(1);
    expect(playNotificationSound).not.toHaveBeenCalled();

    const pushed = makeNotification(2, { title: 'Deadline tomorrow' });
    api.notifications.push(pushed);
    act(() => realtime.emit({ type: 'notification', notification: pushed }));
    expect(await list.findByText('Deadline tomorrow')).toBeInTheDocument();
    const titles = list.getAllByRole('listitem').map((li) => li.textContent);
    expect(titles[0]).toContain('Deadline tomorrow');
    expect(playNotificationSound).toHaveBeenCalledOnce();
    expect(await screen.findByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
  });

  it('stays silent when the sound is switched off in the user menu', async () => {
    const api = new FakeApi();
    const { realtime } = renderApp('/dashboard');
    await userEvent.click(await screen.findByRole('button', { name: 'User menu' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: /Notification sound: On/ }));
    expect(await screen.findByRole('menuitem', { name: /Notification sound: Off/ })).toBeInTheDocument();
    await openBell().catch(() => undefined);
    await waitFor(() => expect(api.called('notifications.list').length).toBeGreaterThan(0));
    const pushed = makeNotification(5, { title: 'Quiet one' });
    api.notifications.push(pushed);
    act(() => realtime.emit({ type: 'notification', notification: pushed }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument());
    expect(playNotificationSound).not.toHaveBeenCalled();
  });

  it('refreshes on notification_changed', async () => {
    const api = new FakeApi();
    const { realtime } = renderApp('/dashboard');
    await screen.findByRole('button', { name: 'Notifications' });
    api.notifications = [makeNotification(9)];
    act(() => realtime.emit({ type: 'notification_changed' }));
    expect(await screen.findByRole('button', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
  });
});
