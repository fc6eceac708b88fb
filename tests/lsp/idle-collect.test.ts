// lsp/idle-collect.ts: full collections once the server has been idle after a re-check, only
// when the heap grew since the last one, more while it holds much more than it uses; a young
// collection later, while the young generation is larger than at rest; and the engine's
// collections are there to call.
import { PerformanceObserver, constants } from 'node:perf_hooks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fullCollection, IDLE_MS, IdleCollector, MAX_ROUNDS, MAX_SHRINKS, MIN_GROWTH, SHRINK_AFTER_MS, YOUNG_MIN, youngGeneration } from '../../lsp/idle-collect';

afterEach(() => {
  vi.useRealTimers();
});

describe('the idle collection', () => {
  it('runs once the re-checks stop, and only after the heap grew', () => {
    vi.useFakeTimers();
    // The heap holds what it used at most; a collection frees half of what is in use.
    let used = 100 * MIN_GROWTH;
    let total = used;
    const gc = vi.fn(() => {
      used = Math.round(used / 2);
    });
    const c = new IdleCollector(gc, () => ({ used, total }), IDLE_MS, MIN_GROWTH, null);
    // Re-checks less than IDLE_MS apart: nothing runs while they go on.
    for (let i = 0; i < 5; i++) {
      c.activity();
      vi.advanceTimersByTime(IDLE_MS - 1);
    }
    expect(gc).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(gc).toHaveBeenCalledTimes(1);
    // While the heap holds much more than it uses, more rounds follow, MAX_ROUNDS in all.
    vi.advanceTimersByTime(10 * IDLE_MS);
    expect(gc).toHaveBeenCalledTimes(MAX_ROUNDS);
    // Idle again with the heap as the collections left it: nothing to give back.
    total = used;
    c.activity();
    vi.advanceTimersByTime(10 * IDLE_MS);
    expect(gc).toHaveBeenCalledTimes(MAX_ROUNDS);
    // Grown by less than MIN_GROWTH: still nothing; by more: one collection, and no second
    // one when it left no room to give back.
    used += MIN_GROWTH - 1;
    total = used;
    c.activity();
    vi.advanceTimersByTime(10 * IDLE_MS);
    expect(gc).toHaveBeenCalledTimes(MAX_ROUNDS);
    used += 1;
    total = used;
    gc.mockImplementation(() => {
      total = used;
    });
    c.activity();
    vi.advanceTimersByTime(10 * IDLE_MS);
    expect(gc).toHaveBeenCalledTimes(MAX_ROUNDS + 1);
    expect(c.runs).toBe(MAX_ROUNDS + 1);
    // A re-check between two rounds puts the next one off until the server is idle again.
    used += 2 * MIN_GROWTH;
    total = 4 * used;
    c.activity();
    vi.advanceTimersByTime(IDLE_MS);
    expect(gc).toHaveBeenCalledTimes(MAX_ROUNDS + 2);
    c.activity();
    vi.advanceTimersByTime(IDLE_MS - 1);
    expect(gc).toHaveBeenCalledTimes(MAX_ROUNDS + 2);
    c.dispose();
  });

  it('gives the young generation back once idle, and only while it is larger than at rest', () => {
    vi.useFakeTimers();
    let young = 8 * YOUNG_MIN;
    const collect = vi.fn();
    let used = 100 * MIN_GROWTH;
    const gc = vi.fn(() => {
      used = Math.round(used / 2);
    });
    const c = new IdleCollector(gc, () => ({ used, total: used }), IDLE_MS, MIN_GROWTH, { size: () => young, collect });
    c.activity();
    // The full collection comes first (a second round finds nothing to give back); the young one
    // SHRINK_AFTER_MS after the rounds, not before.
    vi.advanceTimersByTime(IDLE_MS);
    expect(gc).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(IDLE_MS / 2 + SHRINK_AFTER_MS - 1);
    expect(gc).toHaveBeenCalledTimes(1);
    expect(collect).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(collect).toHaveBeenCalledTimes(1);
    // Still large (the engine did not find the rate low yet): tried again, MAX_SHRINKS in all.
    vi.advanceTimersByTime(10 * SHRINK_AFTER_MS);
    expect(collect).toHaveBeenCalledTimes(MAX_SHRINKS);
    expect(c.shrinks).toBe(MAX_SHRINKS);
    // A re-check in the wait puts it off; once the young generation is back at rest, no more.
    c.activity();
    vi.advanceTimersByTime(IDLE_MS + SHRINK_AFTER_MS - 1);
    c.activity();
    vi.advanceTimersByTime(IDLE_MS + SHRINK_AFTER_MS - 1);
    expect(collect).toHaveBeenCalledTimes(MAX_SHRINKS);
    vi.advanceTimersByTime(1);
    expect(collect).toHaveBeenCalledTimes(MAX_SHRINKS + 1);
    collect.mockImplementation(() => {
      young = YOUNG_MIN;
    });
    c.activity();
    vi.advanceTimersByTime(IDLE_MS + 10 * SHRINK_AFTER_MS);
    expect(collect).toHaveBeenCalledTimes(MAX_SHRINKS + 2);
    c.activity();
    vi.advanceTimersByTime(IDLE_MS + 10 * SHRINK_AFTER_MS);
    expect(collect).toHaveBeenCalledTimes(MAX_SHRINKS + 2);
    c.dispose();
  });

  it("calls the engine's young collection", async () => {
    const young = youngGeneration();
    expect(young).toBeDefined();
    expect(young!.size()).toBeGreaterThan(0);
    const kinds: number[] = [];
    const obs = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) kinds.push((e as unknown as { detail: { kind: number } }).detail.kind);
    });
    obs.observe({ entryTypes: ['gc'] });
    try {
      young!.collect();
      await vi.waitFor(() => expect(kinds).toContain(constants.NODE_PERFORMANCE_GC_MINOR), { timeout: 5000 });
    } finally {
      obs.disconnect();
    }
  });

  it('does nothing without a collection to call', () => {
    vi.useFakeTimers();
    const c = new IdleCollector(null, () => ({ used: 1e12, total: 1e12 }));
    c.activity();
    vi.advanceTimersByTime(IDLE_MS * 2);
    expect(c.runs).toBe(0);
  });

  it("calls the engine's full collection", async () => {
    const gc = fullCollection();
    expect(typeof gc).toBe('function');
    // Garbage made before it is gone after it: a weakly held object is collected (a WeakRef's
    // target lives at least until the job that made it ends, hence the wait).
    const ref = new WeakRef({ big: new Array(1000).fill(1) });
    await new Promise((r) => setImmediate(r));
    gc!();
    expect(ref!.deref()).toBeUndefined();
  });
});
