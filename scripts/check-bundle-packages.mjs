// Packages a template route must never load, checked by scripts/check-bundle.mjs after `vite build`.
// The manifest names chunks, not the modules in them: the web app's build writes
// dist/.vite/chunk-packages.json (apps/web/vite-plugins/chunk-packages.ts), the npm packages of each
// JavaScript file. A rule fails when any chunk the route can load holds one of its packages.

/**
 * faker generates the demo template's data at build time (docs/demo-template.md, "Demo data"): the page
 * runs the shipped data, so faker must never come back into what the analytics dashboard loads.
 */
export const packageRules = [
  {
    name: '/dashboard/analytics: no faker',
    route: 'src/template/dashboards/analytics-dashboard.tsx',
    packages: ['@faker-js/faker'],
  },
];

/** The mock layer every template page starts (`template/layout/use-mock-layer.ts`): its service worker… */
export const mockWorker = 'src/template/mocks/browser.ts';
/** …and the same handlers answering the template's RTK Query calls in the page (`template/api/mock-layer.ts`). */
export const mockLayerInPage = 'src/template/mocks/in-page.ts';

function chunkOf(manifest, key) {
  const chunk = manifest[key];
  if (!chunk)
    throw new Error(`The Vite manifest has no ${key}: has it moved? Update scripts/check-bundle-packages.mjs.`);
  return chunk;
}

/** The manifest keys of chunks reachable from the keys by static imports (and dynamic ones with `dynamic`). */
export function reachable(manifest, keys, { dynamic = false } = {}) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = chunkOf(manifest, key);
    for (const next of [...(chunk.imports ?? []), ...(dynamic ? (chunk.dynamicImports ?? []) : [])]) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

/**
 * Everything a visit to a template route can load: the shell (`shellModules`: the entry, the router, the
 * route tables, the template layout) with its static imports, and the route's page and the mock layer
 * (worker and in-page) with every import, static or dynamic (each chart library it may draw with, each
 * fixture file it may read).
 */
export function routeLoads(manifest, route, shellModules) {
  return new Set([
    ...reachable(manifest, shellModules),
    ...reachable(manifest, [route, mockWorker, mockLayerInPage], { dynamic: true }),
  ]);
}

/** Each rule with the files (and the packages) that break it; `packagesOf(file)` lists a file's packages. */
export function checkPackages(manifest, packagesOf, shellModules, rules = packageRules) {
  return rules.map((rule) => {
    const found = [];
    for (const key of routeLoads(manifest, rule.route, shellModules)) {
      const { file } = manifest[key];
      const bad = (packagesOf(file) ?? []).filter((name) => rule.packages.includes(name));
      if (bad.length > 0) found.push({ file, packages: bad });
    }
    return { name: rule.name, found };
  });
}

/** Report lines: `ok`, or each file that holds a forbidden package. */
export function formatPackageReport(results) {
  const lines = ['Packages kept out of routes:'];
  for (const { name, found } of results) {
    lines.push(`  ${name}  ${found.length === 0 ? 'ok' : 'FOUND'}`);
    for (const { file, packages } of found) lines.push(`    ${file}: ${packages.join(', ')}`);
  }
  return lines.join('\n');
}
