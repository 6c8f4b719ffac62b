import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_FAILED_SIGN_INS,
  MAX_TRPC_BATCH,
  nextSessionExpiry,
  SESSION_ABSOLUTE_LIFETIME_MS,
  sessionEnded,
  SIGN_IN_LOCK_MS,
  SIGN_IN_WINDOW_MS,
  signInLockedUntil,
  UNBATCHED_PROCEDURES,
} from './sign-in';

const MIN = 60_000;
const fail = (at: number) => ({ succeeded: false, at });

describe('signInLockedUntil', () => {
  it('locks on the fifth failure within 15 minutes, until 15 minutes after it', () => {
    const attempts = [0, 1, 2, 3, 4].map((m) => fail(m * MIN));
    expect(signInLockedUntil(attempts.slice(0, 4), 4 * MIN)).toBeNull();
    expect(signInLockedUntil(attempts, 4 * MIN)).toBe(4 * MIN + SIGN_IN_LOCK_MS);
    expect(signInLockedUntil(attempts, 4 * MIN + SIGN_IN_LOCK_MS - 1)).toBe(4 * MIN + SIGN_IN_LOCK_MS);
    // exactly on the threshold: unlocked
    expect(signInLockedUntil(attempts, 4 * MIN + SIGN_IN_LOCK_MS)).toBeNull();
  });

  it('counts the window inclusively and ignores failures spread wider', () => {
    const onEdge = [0, 1, 2, 3].map((m) => fail(m * MIN)).concat(fail(SIGN_IN_WINDOW_MS));
    expect(signInLockedUntil(onEdge, SIGN_IN_WINDOW_MS)).not.toBeNull();
    const spread = [0, 1, 2, 3].map((m) => fail(m * MIN)).concat(fail(SIGN_IN_WINDOW_MS + 1));
    expect(signInLockedUntil(spread, SIGN_IN_WINDOW_MS + 1)).toBeNull();
  });

  it('starts counting again after a success', () => {
    const attempts = [fail(0), fail(1), fail(2), fail(3), { succeeded: true, at: 4 }, fail(5)];
    expect(signInLockedUntil(attempts, 6)).toBeNull();
  });

  it('never locks with fewer failures than the limit (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(10 ** 9), { maxLength: MAX_FAILED_SIGN_INS - 1 }), (times) => {
        expect(signInLockedUntil([...times].sort((a, b) => a - b).map(fail), 10 ** 9)).toBeNull();
      }),
    );
  });
});

describe('nextSessionExpiry and sessionEnded', () => {
  const timeout = 30 * MIN;

  it('slides only once less than half of the timeout is left', () => {
    const session = { createdAt: 0, expiresAt: timeout };
    expect(nextSessionExpiry(session, timeout, 10 * MIN)).toBeNull();
    expect(nextSessionExpiry(session, timeout, 16 * MIN)).toBe(46 * MIN);
  });

  it('shortens at once when the user picks a shorter timeout', () => {
    expect(nextSessionExpiry({ createdAt: 0, expiresAt: 60 * MIN }, 15 * MIN, MIN)).toBe(16 * MIN);
  });

  it('never goes past the absolute lifetime', () => {
    const late = SESSION_ABSOLUTE_LIFETIME_MS - 5 * MIN;
    // an expiry written past the cap is pulled back to it
    expect(nextSessionExpiry({ createdAt: 0, expiresAt: late + 10 * MIN }, timeout, late)).toBe(
      SESSION_ABSOLUTE_LIFETIME_MS,
    );
    expect(nextSessionExpiry({ createdAt: 0, expiresAt: late + 2 * MIN }, timeout, late)).toBe(
      SESSION_ABSOLUTE_LIFETIME_MS,
    );
  });

  it('ends at the idle expiry or the absolute lifetime, exactly on either', () => {
    expect(sessionEnded({ createdAt: 0, expiresAt: timeout }, timeout - 1)).toBe(false);
    expect(sessionEnded({ createdAt: 0, expiresAt: timeout }, timeout)).toBe(true);
    expect(
      sessionEnded({ createdAt: 0, expiresAt: SESSION_ABSOLUTE_LIFETIME_MS * 2 }, SESSION_ABSOLUTE_LIFETIME_MS),
    ).toBe(true);
  });
});

describe('batching rules', () => {
  it('sends password and code checks alone and caps batches', () => {
    expect(UNBATCHED_PROCEDURES.has('auth.login')).toBe(true);
    expect(UNBATCHED_PROCEDURES.has('clients.list')).toBe(false);
    expect(MAX_TRPC_BATCH).toBe(25);
  });
});
