import { useHotkeys } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';

const CommandPalette = lazy(() => import('./CommandPalette'));

/**
 * Ctrl/Cmd+K opens the command palette. The palette (Spotlight and its stylesheet) loads on the
 * first press only, so it costs the initial page nothing; from then on Spotlight owns the shortcut.
 */
export function CommandPaletteLauncher() {
  const [loaded, setLoaded] = useState(false);
  // Typing in a field does not stop the shortcut: Ctrl+K types nothing.
  useHotkeys([['mod+K', () => setLoaded(true), { preventDefault: true }]], []);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette />
    </Suspense>
  );
}
