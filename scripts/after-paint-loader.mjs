// The app of a pre-rendered public page loads after the page has painted (docs/public-pages.md):
// the page's HTML names no module script and preloads nothing; a small deferred script adds them
// once the first frame is drawn. The first paint then waits for no script at all, and on a slow phone
// the page's own bytes are not queued behind the app's two hundred kilobytes.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Runs as a classic deferred script (allowed by the Content-Security-Policy's script-src 'self'):
 * after the next frame (or 200 ms, for a tab that draws no frames while hidden), the preloads of
 * the page's chunks, then the app's entry, which hydrates the page.
 */
const loaderSource = `(() => {
  const own = document.currentScript;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (own.dataset.modulepreload || '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.append(link);
    }
    const entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = 'anonymous';
    entry.src = own.dataset.entry;
    document.head.append(entry);
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 200);
})();
`;

/** Writes the loader into dist/assets under a name that changes with it (cached for good); its address. */
export function writeAfterPaintLoader(dist) {
  const hash = createHash('sha256').update(loaderSource).digest('base64url').slice(0, 8);
  const file = `assets/after-paint-${hash}.js`;
  writeFileSync(path.join(dist, file), loaderSource);
  return `/${file}`;
}

/**
 * A page's HTML with its module entry and module preloads taken out and handed to the loader: one
 * deferred `<script>` with the entry and the preloads as data attributes, where the entry was.
 */
export function appAfterPaint(html, loaderHref) {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\n?/.exec(html);
  if (!entry) throw new Error('The page has no module entry script to load after paint.');
  const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  let out = html;
  for (const preload of preloads) out = out.replace(preload[0], '');
  const hrefs = preloads.map((preload) => preload[1]).join(' ');
  return out.replace(
    entry[0],
    () => `<script defer src="${loaderHref}" data-entry="${entry[1]}" data-modulepreload="${hrefs}"></script>\n`,
  );
}
