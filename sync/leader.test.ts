import { afterEach, describe, expect, it } from 'vitest';
import { acquireLeadership } from './leader.ts';

/** A minimal Web Locks manager: exclusive locks granted in request order. */
class FakeLocks {
  private queues = new Map<string, (() => void)[]>();
  private held = new Set<string>();
  request(name: string, callback: () => Promise<void>): Promise<void> {
    return new Promise((resolve, reject) => {
      const run = () => {
        this.held.add(name);
        callback()
          .then(resolve, reject)
          .finally(() => {
            this.held.delete(name);
            this.queues.get(name)?.shift()?.();
          });
      };
      if (this.held.has(name)) (this.queues.get(name) ?? this.queues.set(name, []).get(name)!).push(run);
      else run();
    });
  }
}

const g = globalThis as { navigator?: unknown };
const original = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
afterEach(() => {
  if (original) Object.defineProperty(globalThis, 'navigator', original);
  else delete g.navigator;
});

/** Replaces the global navigator for one test (put back after each). */
const setNavigator = (value: object) => Object.defineProperty(globalThis, 'navigator', { value, configurable: true });
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('acquireLeadership', () => {
  it('lets one tab lead; the next one leads when the first releases', async () => {
    setNavigator({ locks: new FakeLocks() });
    const led: string[] = [];
    const releaseA = acquireLeadership('partii-sync-public', () => led.push('A'));
    const releaseB = acquireLeadership('partii-sync-public', () => led.push('B'));
    await tick();
    expect(led).toEqual(['A']);
    releaseA();
    await tick();
    await tick();
    expect(led).toEqual(['A', 'B']);
    releaseB();
  });

  it('does not lead once released before the lock was granted', async () => {
    setNavigator({ locks: new FakeLocks() });
    const led: string[] = [];
    const releaseA = acquireLeadership('x', () => led.push('A'));
    const releaseB = acquireLeadership('x', () => led.push('B'));
    releaseB();
    releaseA();
    await tick();
    await tick();
    expect(led).toEqual(['A']);
  });

  it('leads at once without Web Locks (Node, old browsers)', () => {
    setNavigator({});
    const led: string[] = [];
    acquireLeadership('x', () => led.push('A'))();
    expect(led).toEqual(['A']);
  });
});
