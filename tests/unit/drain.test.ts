import { describe, expect, it } from 'vitest';
import { drainFor, type DrainSignals } from '../../server/shutdown.js';

/**
 * The drain's rule (decision 057) with short times. Only lower bounds and the order of events
 * are asserted: a busy machine can make a wait longer, never shorter.
 */

const SETTLE_MS = 100;

/** What the drain sees when a balancer's checks fail at `checks` (ms from now) and requests arrive at `arrivals`. */
function balancer(checks: number[], arrivals: number[] = []): DrainSignals {
  const started = performance.now();
  const past = (moments: number[]) => moments.filter((moment) => performance.now() - started >= moment);
  return { failedReadyChecks: () => past(checks).length, lastArrival: () => started + Math.max(0, ...past(arrivals)) };
}

describe('the drain', () => {
  it('lasts its floor when it waits for no readiness checks', async () => {
    const started = performance.now();
    const drained = await drainFor({ minMs: 150, readyChecks: 0, maxMs: 150 }, SETTLE_MS, balancer([], [0, 100, 140]));
    expect(drained.cut).toBe(false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(150);
  });

  it('outlasts the floor until the balancer has seen enough failures, then settles', async () => {
    const started = performance.now();
    const signals = balancer([200, 400]);
    const drained = await drainFor({ minMs: 100, readyChecks: 2, maxMs: 10_000 }, SETTLE_MS, signals);
    expect(drained.cut).toBe(false);
    expect(signals.failedReadyChecks()).toBe(2);
    expect(performance.now() - started).toBeGreaterThanOrEqual(400 + SETTLE_MS);
  });

  it('goes on while connections and requests still arrive after the last failure it waits for', async () => {
    const started = performance.now();
    const drained = await drainFor({ minMs: 100, readyChecks: 1, maxMs: 10_000 }, SETTLE_MS, balancer([50], [150, 250, 350]));
    expect(drained.cut).toBe(false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(350 + SETTLE_MS);
  });

  it('keeps the floor when the failures come early', async () => {
    const started = performance.now();
    const drained = await drainFor({ minMs: 400, readyChecks: 1, maxMs: 10_000 }, SETTLE_MS, balancer([0, 0, 0]));
    expect(drained.cut).toBe(false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(400);
  });

  it('ends at the ceiling, and says so, when the checks never come', async () => {
    const started = performance.now();
    const drained = await drainFor({ minMs: 100, readyChecks: 3, maxMs: 300 }, SETTLE_MS, balancer([50]));
    expect(drained.cut).toBe(true);
    expect(performance.now() - started).toBeGreaterThanOrEqual(300);
  });
});
