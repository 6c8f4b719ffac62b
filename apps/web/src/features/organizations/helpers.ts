import { errorMessage } from '../../lib/errors';
import { localIsoDate } from '../../lib/format';

/** A server message for a failure toast, or the fallback when there is none. */
export const serverMessage = (error: unknown, fallback?: string) => errorMessage(error, fallback ?? '') || undefined;

/** Today in the browser's zone as YYYY-MM-DD. */
export const todayIso = () => localIsoDate(new Date());

/** `2026-03-05` -> `Mar 5, 2026`; empty gives the fallback. */
export function formatDate(value: string | null | undefined, fallback = 'Not set'): string {
  if (!value) return fallback;
  const [y, m, d] = value.slice(0, 10).split('-').map(Number);
  if (!y || !m || !d) return value;
  return new Date(y, m - 1, d).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** `medical` -> `Medical`. */
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Select data of plain values. */
export const options = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));
