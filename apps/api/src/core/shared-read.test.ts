import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sharedRead } from './shared-read';

/** A read answered by hand: each read sent is numbered from 0 and answers its own number. */
function manualReads() {
  const pending: { index: number; answer: (ok: boolean) => void }[] = [];
  let sent = 0;
  const read = () =>
    new Promise<number>((resolve, reject) => {
      const index = sent++;
      pending.push({ index, answer: (ok) => (ok ? resolve(index) : reject(new Error(`read ${index} failed`))) });
    });
  return {
    read,
    get sent() {
      return sent;
    },
    get running() {
      return pending.length;
    },
    /** Settles the oldest read still running, then lets every continuation run. */
    async settle(ok = true) {
      pending.shift()!.answer(ok);
      for (let i = 0; i < 5; i++) await Promise.resolve();
    },
  };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

describe('sharedRead', () => {
  it('sends a read at once when none runs', async () => {
    const reads = manualReads();
    const shared = sharedRead(reads.read);
    const first = shared();
    expect(reads.sent).toBe(1);
    await reads.settle();
    expect(await first).toBe(0);
    const second = shared();
    expect(reads.sent).toBe(2);
    await reads.settle();
    expect(await second).toBe(1);
  });

  it('makes callers that ask while a read runs share the next one, sent when it returns', async () => {
    const reads = manualReads();
    const shared = sharedRead(reads.read);
    const first = shared();
    const later = [shared(), shared(), shared()];
    expect(reads.sent).toBe(1);
    await reads.settle();
    expect(await first).toBe(0);
    expect(reads.sent).toBe(2);
    await reads.settle();
    expect(await Promise.all(later)).toEqual([1, 1, 1]);
    expect(reads.running).toBe(0);
  });

  it('passes a failed read to its callers only, and sends the next for those waiting', async () => {
    const reads = manualReads();
    const shared = sharedRead(reads.read);
    const first = shared();
    const later = shared();
    await reads.settle(false);
    await expect(first).rejects.toThrow('read 0 failed');
    expect(reads.sent).toBe(2);
    await reads.settle();
    expect(await later).toBe(1);
  });

  it('answers every caller from a read sent after it asked, with one read running at most', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.constantFrom('call', 'settle', 'fail'), { maxLength: 60 }), async (steps) => {
        const reads = manualReads();
        const shared = sharedRead(reads.read);
        const calls: { sentBefore: number; answer: Promise<number | 'failed'> }[] = [];
        for (const step of steps) {
          if (step === 'call') {
            const sentBefore = reads.sent;
            calls.push({ sentBefore, answer: shared().catch(() => 'failed' as const) });
            await flush();
          } else if (reads.running > 0) await reads.settle(step === 'settle');
          expect(reads.running).toBeLessThanOrEqual(1);
        }
        while (reads.running > 0) await reads.settle();
        for (const call of calls) {
          const answer = await call.answer;
          // A failed read's callers get its error; every other answer is a read sent after the call.
          if (answer !== 'failed') expect(answer).toBeGreaterThanOrEqual(call.sentBefore);
        }
        // Reads are sent only for callers: never more reads than calls.
        expect(reads.sent).toBeLessThanOrEqual(calls.length);
      }),
      { numRuns: 200 },
    );
  });
});
