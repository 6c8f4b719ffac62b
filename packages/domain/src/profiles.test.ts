import { describe, expect, it } from 'vitest';
import { isDeleteConfirmed, portalStatusLabel, pushRecentProfile, type RecentProfile } from './profiles';

const entry = (id: number, type: RecentProfile['type'] = 'client', viewedAt = `t${id}`): RecentProfile => ({
  id,
  type,
  viewedAt,
});

describe('pushRecentProfile', () => {
  it('puts the newest first without changing the list', () => {
    const list = [entry(1), entry(2)];
    expect(pushRecentProfile(list, entry(3))).toEqual([entry(3), entry(1), entry(2)]);
    expect(list).toEqual([entry(1), entry(2)]);
  });

  it('de-duplicates by id and type only', () => {
    const list = [entry(1), entry(2, 'organization'), entry(2)];
    expect(pushRecentProfile(list, entry(2, 'client', 'later'))).toEqual([
      entry(2, 'client', 'later'),
      entry(1),
      entry(2, 'organization'),
    ]);
    expect(pushRecentProfile([{ id: '5', type: 'client', viewedAt: 'a' }], entry(5))).toEqual([entry(5)]);
  });

  it('keeps 10', () => {
    const list = Array.from({ length: 10 }, (_, i) => entry(i + 1));
    const next = pushRecentProfile(list, entry(99));
    expect(next).toHaveLength(10);
    expect(next[0]).toEqual(entry(99));
    expect(next.at(-1)).toEqual(entry(9));
  });
});

describe('portalStatusLabel', () => {
  it.each([
    ['activated', 'Active'],
    ['pending', 'Pending'],
    ['terminated', 'Terminated'],
    ['not_invited', 'Not Invited'],
    [null, 'Not Invited'],
    ['', 'Not Invited'],
  ])('%j -> %s', (status, label) => expect(portalStatusLabel(status)).toBe(label));
});

describe('isDeleteConfirmed', () => {
  it('needs the exact phrase', () => {
    expect(isDeleteConfirmed('DELETE THIS PROFILE')).toBe(true);
    expect(isDeleteConfirmed('delete this profile')).toBe(false);
    expect(isDeleteConfirmed(' DELETE THIS PROFILE')).toBe(false);
  });
});
