import { toast } from '@app/ui';
import { Switch, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  PUSH_BLOCKED_TEXT,
  PUSH_UNSUPPORTED_TEXT,
  PushUnavailableError,
  currentSubscription,
  disablePush,
  enablePush,
  pushSupported,
} from './push-subscription';

/** Spec 3 section 4: the push switch, disabled with its text when blocked or unsupported. */
export function PushSwitch() {
  // A browser that grants the permission but refuses the subscription counts as unsupported.
  const [unavailable, setUnavailable] = useState(false);
  const supported = pushSupported() && !unavailable;
  const [blocked, setBlocked] = useState(() => supported && Notification.permission === 'denied');
  const [enabled, setEnabled] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!supported) return;
    void currentSubscription().then((s) => setEnabled(s !== null && Notification.permission === 'granted'));
  }, [supported]);

  const toggle = async (on: boolean) => {
    setBusy(true);
    try {
      if (on) {
        await enablePush();
        setEnabled(true);
        toast.success('Push Notifications Enabled');
      } else {
        await disablePush();
        setEnabled(false);
        toast.success('Push Notifications Disabled');
      }
    } catch (error) {
      if (on) {
        setUnavailable(error instanceof PushUnavailableError);
        setBlocked(Notification.permission === 'denied');
        toast.error('Failed to Enable Notifications', 'Please check your browser settings and try again.');
      } else {
        toast.error('Error', 'Something went wrong. Please try again.');
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Switch
        label="Push Notifications"
        description="Get notified in this browser even when the app is closed"
        checked={enabled}
        disabled={!supported || blocked || busy}
        onChange={(e) => void toggle(e.currentTarget.checked)}
      />
      {!supported && (
        <Text size="xs" c="dimmed" mt={4}>
          {PUSH_UNSUPPORTED_TEXT}
        </Text>
      )}
      {supported && blocked && (
        <Text size="xs" c="red" mt={4}>
          {PUSH_BLOCKED_TEXT}
        </Text>
      )}
    </div>
  );
}
