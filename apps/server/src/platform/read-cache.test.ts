import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('read cache', () => {
  it('answers repeated reads from one load until the time to live passes', async () => {
    let time = 0;
    let loads = 0;
    const cache = createReadCache<number>({ ttlMs: 1000, now: () => time });
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    time = 999;
    expect(await cache.get('a', load)).toBe(1);
    time = 1000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('forgets everything on invalidate', async () => {
    let loads = 0;
    const cache = createReadCache<number>({ ttlMs: 60_000 });
    await cache.get('a', async () => ++loads);
    cache.invalidate();
    expect(await cache.get('a', async () => ++loads)).toBe(2);
  });

  it('never keeps a load that started before an invalidation (it may hold the old data)', async () => {
    const cache = createReadCache<string>({ ttlMs: 60_000 });
    const slow = deferred<string>();
    const racing = cache.get('session', () => slow.promise);
    cache.invalidate(); // the change commits while the old read is still in flight
    slow.resolve('before the change');
    expect(await racing).toBe('before the change');
    expect(await cache.get('session', async () => 'after the change')).toBe('after the change');
  });

  it('does not cache misses or failures', async () => {
    const cache = createReadCache<string>({ ttlMs: 60_000 });
    expect(await cache.get('a', async () => undefined)).toBeUndefined();
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', async () => 'found')).toBe('found');
    expect(cache.size).toBe(1);
  });

  it('keeps at most maxEntries, dropping the oldest', async () => {
    const cache = createReadCache<string>({ ttlMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => key);
    expect(cache.size).toBe(2);
    expect(await cache.get('a', async () => 'reloaded')).toBe('reloaded');
    expect(await cache.get('c', async () => 'reloaded')).toBe('c');
  });

  it('is off when the time to live is 0', async () => {
    let loads = 0;
    const cache = createReadCache<number>({ ttlMs: 0 });
    await cache.get('a', async () => ++loads);
    expect(await cache.get('a', async () => ++loads)).toBe(2);
  });
});
