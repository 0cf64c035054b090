import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BookingPage } from '@leadpilot/contracts';

/** What the web app's server bundle (apps/web/dist-ssr/entry-server.js) offers for the booking page. */
interface BookingRenderer {
  renderBookingPage(address: string, page: BookingPage): Promise<string>;
}

/** Where the build's frame keeps the page's markup (scripts/prerender.mjs, `bookingTemplate`). */
const marker = '<!--booking-page-->';
/** The id main.tsx reads the page's data from (apps/web/src/app/prerendered-page.ts). */
const dataId = 'leadpilot-page-data';

/**
 * JSON inside `<script type="application/json">`: `<` written as \u003c, so no text can close the
 * element or open a comment; U+2028/U+2029 too, as some parsers read them as line ends.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/**
 * The public booking page rendered on the server (docs/public-pages.md): the web build's frame
 * (`dist/prerendered/book.html`: critical CSS, preloads) with the booking route's markup for this
 * request from the server bundle (`dist-ssr/entry-server.js`, loaded once, on the first booking
 * page), and the page's data as JSON for the browser's cache. Without the frame or the bundle (in
 * development, or tests without a build) `render` answers null and the app's plain page is sent.
 */
export function createBookingPageRender(
  webDist: string,
  ssrEntry = path.join(webDist, '..', 'dist-ssr', 'entry-server.js'),
) {
  const frameFile = path.join(webDist, 'prerendered', 'book.html');
  let frame: string | null | undefined;
  let renderer: Promise<BookingRenderer | null> | undefined;

  function frameHtml(): string | null {
    if (frame === undefined) {
      const text = existsSync(frameFile) ? readFileSync(frameFile, 'utf8') : '';
      frame = text.includes(marker) ? text : null;
    }
    return frame;
  }

  function loadRenderer(): Promise<BookingRenderer | null> {
    renderer ??= existsSync(ssrEntry)
      ? (import(pathToFileURL(ssrEntry).href) as Promise<Partial<BookingRenderer>>).then((module) =>
          typeof module.renderBookingPage === 'function' ? (module as BookingRenderer) : null,
        )
      : Promise.resolve(null);
    return renderer;
  }

  return {
    /** Whether this server can render the page (the build's frame is there): data is worth loading. */
    available(): boolean {
      return frameHtml() !== null && existsSync(ssrEntry);
    },
    /** The page's HTML for a request's address (path and query), or null when it cannot be rendered here. */
    async render(address: string, page: BookingPage): Promise<string | null> {
      const html = frameHtml();
      const bundle = html === null ? null : await loadRenderer();
      if (html === null || bundle === null) return null;
      const markup = await bundle.renderBookingPage(address, page);
      const data = `<script type="application/json" id="${dataId}">${jsonForScript({ bookingPage: page })}</script>`;
      return html.replace(marker, () => markup).replace('</body>', () => `  ${data}\n  </body>`);
    },
  };
}
export type BookingPageRender = ReturnType<typeof createBookingPageRender>;
