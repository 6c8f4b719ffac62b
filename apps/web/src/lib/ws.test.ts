import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtime } from './ws';

class FakeSocket {
  static all: FakeSocket[] = [];
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(public url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.onclose?.();
  }
}

describe('realtime socket', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
    vi.stubGlobal('WebSocket', FakeSocket);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('authenticates, delivers messages and reconnects 3 s after a close', () => {
    const realtime = createRealtime(() => 'ws://test/ws');
    const handler = vi.fn();
    realtime.subscribe(handler);
    realtime.start(7);
    const first = FakeSocket.all[0]!;
    first.onopen?.();
    expect(JSON.parse(first.sent[0]!)).toEqual({ type: 'auth', userId: 7 });
    first.onmessage?.({ data: JSON.stringify({ type: 'notification_changed' }) });
    expect(handler).toHaveBeenCalledWith({ type: 'notification_changed' });

    first.onclose?.();
    vi.advanceTimersByTime(2999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('does not reconnect after stop', () => {
    const realtime = createRealtime(() => 'ws://test/ws');
    realtime.start(1);
    realtime.stop();
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
