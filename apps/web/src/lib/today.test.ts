import { afterEach, describe, expect, it, vi } from 'vitest';
import { setDisplayTimeZone } from './format';
import { today } from './today';

describe('today', () => {
  afterEach(() => {
    vi.useRealTimers();
    setDisplayTimeZone(null);
  });
  it("is the firm's day at 20:30 in Los Angeles (already tomorrow in UTC), or the user's zone when set", () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T04:30:00Z'), toFake: ['Date'] });
    expect(today()).toBe('2026-11-24');
    setDisplayTimeZone('Asia/Tokyo');
    expect(today()).toBe('2026-11-25');
  });
});
