import { useLocalStorage } from '@mantine/hooks';

export const SOUND_SETTING_KEY = 'notificationSound';

/** On by default (spec 1 section 3); Mantine's hook stores it as JSON and syncs every reader. */
export function useSoundEnabled() {
  return useLocalStorage<boolean>({ key: SOUND_SETTING_KEY, defaultValue: true, getInitialValueInEffect: false });
}

export function isSoundEnabled(): boolean {
  try {
    return JSON.parse(window.localStorage.getItem(SOUND_SETTING_KEY) ?? 'true') !== false;
  } catch {
    return true;
  }
}
