import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One pre-rendered page: its file under dist/prerendered/ and a query parameter it needs, if any. */
interface PrerenderedPage {
  file: string;
  query?: { name: string; minLength: number };
  /** A page with sign-in buttons: its file for each set of providers ("google,microsoft", "" for none). */
  variants?: Record<string, string>;
}

/**
 * The web build's pre-rendered public pages (scripts/prerender.mjs writes dist/prerendered/pages.json;
 * docs/public-pages.md): answers the file for an address, or null for the app's plain index.html. The
 * reset page is pre-rendered as it shows with a usable token, so it is answered only for one.
 */
export function prerenderedPages(webDist: string) {
  const listFile = path.join(webDist, 'prerendered', 'pages.json');
  const pages: Record<string, PrerenderedPage> = existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : {};
  return {
    /**
     * The file (relative to the web app's folder) for a request's URL, or null. A page with sign-in
     * buttons is answered as drawn for the providers this server offers (keyed "" when it offers none),
     * or not at all (null) if the build drew no such variant.
     */
    fileFor(url: string, signInProviders: readonly string[] = []): string | null {
      const address = new URL(url, 'http://leadpilot.invalid');
      const page = Object.hasOwn(pages, address.pathname) ? pages[address.pathname] : undefined;
      if (!page) return null;
      if (page.query && (address.searchParams.get(page.query.name) ?? '').length < page.query.minLength) return null;
      if (!page.variants) return `prerendered/${page.file}`;
      const variant = page.variants[signInProviders.join(',')];
      return variant ? `prerendered/${variant}` : null;
    },
  };
}
