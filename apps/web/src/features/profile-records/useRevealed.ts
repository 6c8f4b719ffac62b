import { toast } from '@app/ui';
import { useState } from 'react';
import { errorMessage } from '../../lib/request-errors';

/**
 * Show/Hide of records whose sensitive fields come in clear only from an audited reveal call:
 * `revealed[id]` holds the clear copy while shown, `revealing` the id whose call is pending.
 */
export function useRevealed<T>(reveal: (id: number) => Promise<T>) {
  const [revealed, setRevealed] = useState<Record<number, T>>({});
  const [revealing, setRevealing] = useState<number | null>(null);

  /** Hides a record again, e.g. after an edit made its clear copy stale. */
  function forget(id: number) {
    setRevealed(({ [id]: _hidden, ...rest }) => rest);
  }

  async function toggleReveal(id: number) {
    if (revealed[id]) {
      forget(id);
      return;
    }
    setRevealing(id);
    try {
      const clear = await reveal(id);
      setRevealed((r) => ({ ...r, [id]: clear }));
    } catch (error) {
      toast.error('Failed to reveal value', errorMessage(error));
    } finally {
      setRevealing(null);
    }
  }

  /** After a save: a record shown in clear is fetched again, so the clear copy shows the new values. */
  async function refreshRevealed(id: number) {
    if (!revealed[id]) return;
    try {
      const clear = await reveal(id);
      setRevealed((r) => (r[id] ? { ...r, [id]: clear } : r));
    } catch {
      forget(id);
    }
  }

  return { revealed, revealing, toggleReveal, forget, refreshRevealed };
}
