import type { OidcProvider } from '@leadpilot/contracts';
/**
 * The browser's side of the pre-rendered public pages (docs/public-pages.md). A pre-rendered page
 * carries the rules its markup needs inline and the app's full stylesheet as
 * `<link rel="stylesheet" media="print" data-deferred-style>`, which does not hold up the first paint;
 * the app switches it on before it renders anything new.
 */

/** Whether #root holds markup rendered at build time (or by the server) rather than being empty. */
export function hasPrerenderedPage(root: HTMLElement) {
  return root.hasAttribute('data-prerendered') && root.firstElementChild !== null;
}

/** Switches the deferred stylesheets on and waits until they apply (or fail: the page still works). */
export function applyDeferredStyles(doc: Document = document) {
  const links = [...doc.querySelectorAll<HTMLLinkElement>('link[data-deferred-style]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          const done = () => resolve();
          if (link.media === 'all') return resolve();
          link.addEventListener('load', done, { once: true });
          link.addEventListener('error', done, { once: true });
          link.media = 'all';
          // Already fetched (it was loading for print): the switch applies at once, with no new load event.
          if (link.sheet) queueMicrotask(done);
        }),
    ),
  );
}

/**
 * The sign-in providers a pre-rendered page was drawn with (`<meta name="leadpilot-sign-in-providers">`,
 * comma-separated), or null on a page without them.
 */
export function prerenderedSignInProviders(doc: Document = document): OidcProvider[] | null {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="leadpilot-sign-in-providers"]');
  if (!meta) return null;
  // Written by the build (scripts/prerender.mjs) from the same list the server offers.
  return meta.content.split(',').filter(Boolean) as OidcProvider[];
}

/** The id of the JSON a page the server rendered for the request carries its data in. */
export const pageDataId = 'leadpilot-page-data';

/** What a page the server rendered for the request was drawn with (a booking page's data), or null. */
export interface PrerenderedData {
  bookingPage?: unknown;
}

/**
 * The data of a page the server rendered for the request (`<script type="application/json"
 * id="leadpilot-page-data">`: data, not a script, so the Content-Security-Policy has nothing to refuse),
 * or null on a page without it. main.tsx puts it in the cache before it hydrates.
 */
export function prerenderedData(doc: Document = document): PrerenderedData | null {
  const text = doc.getElementById(pageDataId)?.textContent;
  if (!text) return null;
  try {
    const data: unknown = JSON.parse(text);
    return data && typeof data === 'object' ? (data as PrerenderedData) : null;
  } catch {
    return null;
  }
}
