// The public pages' "before first paint" budget (docs/public-pages.md), checked by check-bundle.mjs
// after the build: a public page (scripts/prerender.mjs lists them) must show before its app script
// runs. What it runs before its first paint is its blocking scripts (classic <script src> without
// async or defer) and inline scripts: at most 50 KB gzip (today none). A page whose pre-rendered file is
// missing or whose #root is empty shows nothing until its whole first bundle ran (the entry, the
// router chunk and its route, about 190 KB), so it is measured at that and fails.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageAssets, publicPages } from './prerender.mjs';

const KB = 1024;
export const firstPaintBudget = 50 * KB;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** The scripts of a page: blocking ones (by src), inline ones (their text), and whether #root holds markup. */
export function scriptsBeforePaint(html) {
  const blocking = [];
  const inline = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1];
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // Data blocks (application/json…) never run; module scripts are deferred.
    if (type && type !== 'text/javascript' && type !== 'module') continue;
    const src = /\bsrc=["']?([^"'\s>]+)/i.exec(attributes)?.[1];
    if (!src) {
      if (match[2].trim()) inline.push(match[2]);
      continue;
    }
    if (type === 'module' || /\b(async|defer)\b/i.test(attributes)) continue;
    blocking.push(src);
  }
  // #root opens on an element of its own (an empty root closes at once).
  const rendered = /<div id="root"[^>]*>\s*<(?!\/div>)/i.test(html);
  return { blocking, inline, rendered };
}

/** Each public page's JavaScript before its first paint, against the budget. */
export function measureFirstPaint(pages, { sizeOf, gzipText }) {
  return pages.map(({ name, html, firstBundle }) => {
    if (html === null) return { name, bytes: firstBundle, budget: firstPaintBudget, note: 'not pre-rendered' };
    const { blocking, inline, rendered } = scriptsBeforePaint(html);
    if (!rendered) return { name, bytes: firstBundle, budget: firstPaintBudget, note: 'empty #root' };
    const bytes =
      blocking.reduce((sum, src) => sum + sizeOf(src.replace(/^\//, '')), 0) +
      inline.reduce((sum, text) => sum + gzipText(text), 0);
    const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1]).join('');
    const note = `${blocking.length} blocking, ${inline.length} inline; inline CSS ${kb(gzipText(styles))}`;
    return { name, bytes, budget: firstPaintBudget, note };
  });
}

/** Reads dist/prerendered/ and prints the report; answers the pages over budget. */
export function checkFirstPaint(dist, manifest, sizeOf) {
  const gzipText = (text) => gzipSync(text, { level: 9 }).length;
  const pages = publicPages.map((page) => {
    const file = path.join(dist, 'prerendered', page.file);
    const firstBundle = pageAssets(manifest, page.route).scripts.reduce((sum, script) => sum + sizeOf(script), 0);
    return { name: page.path, html: existsSync(file) ? readFileSync(file, 'utf8') : null, firstBundle };
  });
  const results = measureFirstPaint(pages, { sizeOf, gzipText });
  const width = Math.max(...results.map((row) => row.name.length));
  console.log('\nPublic pages, JavaScript before the first paint (gzip):');
  for (const row of results) {
    const mark = row.bytes > row.budget ? 'OVER' : 'ok';
    console.log(
      `  ${row.name.padEnd(width)}  ${kb(row.bytes).padStart(9)} / ${kb(row.budget).padStart(8)}  ${mark}  (${row.note})`,
    );
  }
  return results.filter((row) => row.bytes > row.budget);
}
