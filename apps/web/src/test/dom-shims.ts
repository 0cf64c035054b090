/**
 * What jsdom lacks and the app uses: media queries, resize observers and font loading (Mantine),
 * scrolling (Mantine's combobox), and fetch with relative addresses (the HTTP client calls `/api/...`; Node's
 * fetch needs an absolute URL, which the browser makes from the page's address).
 */
const nativeFetch = globalThis.fetch;
/** Not a real host: a call that no msw handler answers cannot reach a server running on this machine. */
const apiOrigin = 'http://leadpilot.test/';

/** The window the tests render in: a desktop's width (the phone layouts are not what they check). */
const viewportWidth = 1280;

/** Whether a media query's width conditions hold on the desktop viewport (other features never match). */
function matchesDesktop(query: string): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|em|rem)\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, bound, value, unit]) => {
    const pixels = Number(value) * (unit === 'px' ? 1 : 16);
    return bound === 'min' ? viewportWidth >= pixels : viewportWidth <= pixels;
  });
}

export function installDomShims() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: matchesDesktop(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  if (!('fonts' in document)) {
    // Mantine's autosize textarea listens for web fonts loading.
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined, ready: Promise.resolve() },
    });
  }
  window.HTMLElement.prototype.scrollIntoView ??= () => undefined;
  window.HTMLElement.prototype.scrollTo ??= () => undefined;
  globalThis.fetch = (input, init) => {
    const resolved = typeof input === 'string' ? new URL(input, apiOrigin).href : input;
    return nativeFetch(resolved, init);
  };
}
