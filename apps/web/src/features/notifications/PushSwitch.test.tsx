import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { FakeRealtime } from '../../test/render-app';
import type * as pushSubscription from './push-subscription';
import {
  PUSH_BLOCKED_TEXT,
  PUSH_UNSUPPORTED_TEXT,
  PushUnavailableError,
  enablePush,
  pushSupported,
} from './push-subscription';
import { PushSwitch } from './PushSwitch';

vi.mock('./push-subscription', async (original) => ({
  ...(await original<typeof pushSubscription>()),
  pushSupported: vi.fn(() => true),
  currentSubscription: vi.fn(async () => null),
  enablePush: vi.fn(async () => undefined),
  disablePush: vi.fn(async () => undefined),
}));

function renderSwitch() {
  render(
    <AppProviders realtime={new FakeRealtime()} mantineEnv="test">
      <PushSwitch />
    </AppProviders>,
  );
  return screen.getByRole('switch', { name: /Push Notifications/ });
}

describe('the push switch (spec 3 section 4)', () => {
  beforeEach(() => {
    vi.stubGlobal('Notification', { permission: 'granted' });
    vi.mocked(pushSupported).mockReturnValue(true);
    vi.mocked(enablePush).mockReset().mockResolvedValue(undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('subscribes and says so', async () => {
    const toggle = renderSwitch();
    await userEvent.click(toggle);
    expect(await screen.findByText('Push Notifications Enabled')).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it('shows the unsupported text when the browser allows notifications but refuses the subscription', async () => {
    vi.mocked(enablePush).mockRejectedValue(
      new PushUnavailableError(new DOMException('Registration failed - permission denied', 'AbortError')),
    );
    const toggle = renderSwitch();
    await userEvent.click(toggle);
    expect(await screen.findByText('Failed to Enable Notifications')).toBeInTheDocument();
    expect(screen.getByText(PUSH_UNSUPPORTED_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeDisabled());
    expect(toggle).not.toBeChecked();
  });

  it('keeps the switch usable after another failure (the key could not be fetched)', async () => {
    vi.mocked(enablePush).mockRejectedValue(new Error('The server has no push key'));
    const toggle = renderSwitch();
    await userEvent.click(toggle);
    expect(await screen.findByText('Failed to Enable Notifications')).toBeInTheDocument();
    expect(screen.queryByText(PUSH_UNSUPPORTED_TEXT)).not.toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeEnabled());
  });

  it('is disabled with its text when unsupported', () => {
    vi.mocked(pushSupported).mockReturnValue(false);
    expect(renderSwitch()).toBeDisabled();
    expect(screen.getByText(PUSH_UNSUPPORTED_TEXT)).toBeInTheDocument();
  });

  it('is disabled with the blocked text when the browser blocks notifications', () => {
    vi.stubGlobal('Notification', { permission: 'denied' });
    expect(renderSwitch()).toBeDisabled();
    expect(screen.getByText(PUSH_BLOCKED_TEXT)).toBeInTheDocument();
  });
});
