import { formatDisplayId, pushRecentProfile, type RecentProfile } from '@app/domain';

/** A recent profile as kept in this browser, with the name shown on the bar. */
export interface RecentProfileEntry extends RecentProfile {
  name?: string;
}

export const recentProfilesKey = (userId: number) => `recentProfiles:${userId}`;
export const RECENT_PROFILES_EVENT = 'recent-profiles-changed';

export function readRecentProfiles(userId: number): RecentProfileEntry[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(recentProfilesKey(userId)) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (p): p is RecentProfileEntry => !!p && (p.type === 'client' || p.type === 'organization') && p.id != null,
        )
      : [];
  } catch {
    return [];
  }
}

/** Called by the client and organization pages when a profile is opened. */
export function recordRecentProfile(userId: number, entry: Omit<RecentProfileEntry, 'viewedAt'>): void {
  const next = pushRecentProfile(readRecentProfiles(userId), { ...entry, viewedAt: new Date().toISOString() });
  window.localStorage.setItem(recentProfilesKey(userId), JSON.stringify(next));
  window.dispatchEvent(new Event(RECENT_PROFILES_EVENT));
}

/** `/clients/A0012` or `/organizations/B0007`; ids already in display form pass through. */
export function recentProfilePath(entry: RecentProfile): string {
  const kind = entry.type;
  const id =
    typeof entry.id === 'number' || /^\d+$/.test(entry.id) ? formatDisplayId(kind, Number(entry.id)) : entry.id;
  return `/${kind === 'client' ? 'clients' : 'organizations'}/${id}`;
}

/** Drops a profile that is gone (deleted, or not found any more) from the user's list. */
export function forgetRecentProfile(userId: number, type: RecentProfile['type'], id: number | string): void {
  const list = readRecentProfiles(userId);
  const next = list.filter((p) => !(p.type === type && String(p.id) === String(id)));
  if (next.length === list.length) return;
  window.localStorage.setItem(recentProfilesKey(userId), JSON.stringify(next));
  window.dispatchEvent(new Event(RECENT_PROFILES_EVENT));
}
