import { describe, expect, it } from 'vitest';
import { RefreshBoard } from './refresh.ts';

describe('the refresh board', () => {
  it('makes the first caller of a window lead, and hands the others its copy', async () => {
    let now = 0;
    const board = new RefreshBoard(() => now);
    expect(board.claim('k', 60_000, true)).toEqual({ lead: true });
    // While it runs: a stale refresh goes on serving its copy, a miss waits for the leader.
    expect(board.claim('k', 60_000, false)).toEqual({ lead: false, text: null });
    const waiting = board.claim('k', 60_000, true);
    board.settle('k', '{"v":1,"t":0}');
    await expect(waiting).resolves.toEqual({ lead: false, text: '{"v":1,"t":0}' });
    now = 59_999;
    expect(board.claim('k', 60_000, false)).toEqual({ lead: false, text: '{"v":1,"t":0}' });
    now = 60_000;
    expect(board.claim('k', 60_000, false)).toEqual({ lead: true });
    expect(board.leads.get('k')).toBe(2);
  });

  it('wakes waiters empty-handed when the leader fails, and lets the next caller lead', async () => {
    const board = new RefreshBoard(() => 0);
    board.claim('k', 60_000, true);
    const waiting = board.claim('k', 60_000, true);
    board.settle('k', null);
    await expect(waiting).resolves.toEqual({ lead: false, text: null });
    expect(board.claim('k', 60_000, true)).toEqual({ lead: true });
  });

  it('takes the lease from a leader that never settles', () => {
    let now = 0;
    const board = new RefreshBoard(() => now);
    board.claim('k', 60_000, false);
    now = 11_999;
    expect(board.claim('k', 60_000, false)).toEqual({ lead: false, text: null });
    now = 12_000;
    expect(board.claim('k', 60_000, false)).toEqual({ lead: true });
  });

  it('forgets settled copies by prefix (a publish)', () => {
    const board = new RefreshBoard(() => 0);
    board.claim('content:page', 60_000, false);
    board.settle('content:page', 'text');
    board.forget('content:');
    expect(board.claim('content:page', 60_000, false)).toEqual({ lead: true });
  });
});
