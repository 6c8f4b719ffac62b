export const RECENT_PROFILES_KEPT = 10;

export interface RecentProfile {
  id: number | string;
  type: 'client' | 'organization';
  viewedAt: string;
}

/** Puts `entry` first, drops its older copy (same id and type) and keeps the latest 10. */
export function pushRecentProfile<T extends RecentProfile>(list: readonly T[], entry: T): T[] {
  const others = list.filter((p) => !(String(p.id) === String(entry.id) && p.type === entry.type));
  return [entry, ...others].slice(0, RECENT_PROFILES_KEPT);
}

/** activated = Active, pending = Pending, terminated = Terminated, anything else = Not Invited. */
export function portalStatusLabel(
  status: string | null | undefined,
): 'Active' | 'Pending' | 'Terminated' | 'Not Invited' {
  if (status === 'activated') return 'Active';
  if (status === 'pending') return 'Pending';
  return status === 'terminated' ? 'Terminated' : 'Not Invited';
}

export const DELETE_CONFIRMATION_PHRASE = 'DELETE THIS PROFILE';

/** The delete dialogs unlock only on the exact phrase. */
export function isDeleteConfirmed(text: string): boolean {
  return text === DELETE_CONFIRMATION_PHRASE;
}
