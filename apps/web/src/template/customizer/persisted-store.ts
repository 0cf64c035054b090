import { useSyncExternalStore } from 'react';

interface PersistedStoreOptions<T> {
  key: string;
  fallback: T;
  /** Turns the stored text back into a value; anything it cannot read yields the fallback. */
  parse: (stored: string) => T;
  serialize: (value: T) => string;
}

export interface PersistedStore<T> {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
  /** The current value, re-rendering the component when it changes here or in another tab. */
  useValue: () => T;
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage may be blocked (private mode, tests without a DOM): the fallback applies.
    return null;
  }
}

/** A value kept in localStorage that components read through `useSyncExternalStore`. */
export function createPersistedStore<T>({
  key,
  fallback,
  parse,
  serialize,
}: PersistedStoreOptions<T>): PersistedStore<T> {
  const listeners = new Set<() => void>();
  let value: T | undefined;

  function load(): T {
    const stored = readStorage(key);
    if (stored === null) return fallback;
    try {
      return parse(stored);
    } catch {
      return fallback;
    }
  }

  function get(): T {
    value ??= load();
    return value;
  }

  function notify() {
    for (const listener of listeners) listener();
  }

  function set(next: T) {
    value = next;
    try {
      window.localStorage.setItem(key, serialize(next));
    } catch {
      // Not persisted, but the page still follows the choice.
    }
    notify();
  }

  function handleStorage(event: StorageEvent) {
    if (event.key !== key) return;
    value = load();
    notify();
  }

  function subscribe(listener: () => void) {
    if (listeners.size === 0) window.addEventListener('storage', handleStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', handleStorage);
    };
  }

  return { get, set, subscribe, useValue: () => useSyncExternalStore(subscribe, get, get) };
}
