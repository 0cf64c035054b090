/**
 * What the app's modules read from the browser at start-up, for the server's render of the public
 * pages (entry-server.tsx): empty storage, so the render is a signed-out visitor's first visit.
 * Imported before anything else there; the browser never loads this file.
 */
class EmptyStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

for (const name of ['localStorage', 'sessionStorage'] as const) {
  if (!(name in globalThis)) Object.defineProperty(globalThis, name, { value: new EmptyStorage(), configurable: true });
}
