// Bundle budgets of the web app (issue 7), checked after `vite build` from its manifest
// (apps/web/dist/.vite/manifest.json):
// - the product's sign-in page: the JavaScript it loads before it shows (the entry, the app's router
//   chunk that main.tsx always loads, the /login route's lazy chunk, and all their static imports)
//   at most 200 KB gzip;
// - the template's shell (its layout, loaded once for every template page), beyond the entry, the
//   router chunk, the route tables and the deferred schemas: at most 150 KB gzip (our budget: the
//   issue sets none for it);
// - each template route: its lazy page module plus the static imports the shell has not already
//   loaded, at most 100 KB gzip, or 250 KB for chart and calendar routes.
// Usage: node scripts/check-bundle.mjs [dist folder] (default apps/web/dist). Exits 1 past a budget.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { checkPackages, formatPackageReport } from './check-bundle-packages.mjs';
import { checkFirstPaint } from './check-first-paint.mjs';

const KB = 1024;
export const budgets = { signIn: 200 * KB, templateShell: 150 * KB, route: 100 * KB, chartRoute: 250 * KB };

/**
 * The files the template's analytics dashboard fetches before its figures show, at most: over HTTP/1.1
 * a phone fetches six at a time, a round trip each, and 223 small ones held its first paint back by
 * seconds (apps/web/vite-plugins/shell-chunks.ts).
 */
export const dashboardFilesBudget = 90;

/** Modules the check starts from (paths relative to apps/web, as the manifest names them). */
export const modules = {
  entry: 'index.html',
  app: 'src/app/app.tsx',
  signInRoute: 'src/app/routes/sign-in-route.tsx',
  /** The route tables the router patches in on the first signed-in address (see router.tsx). */
  productRoutes: 'src/app/product-routes.tsx',
  templateRoutes: 'src/template/template-routes.tsx',
  /** The schemas (and zod) that main.tsx loads before the first render whenever a session is stored. */
  deferredSchemas: 'src/api/deferred-schemas.ts',
  templateLayout: 'src/template/layout/template-layout.tsx',
  analyticsDashboard: 'src/template/dashboards/analytics-dashboard.tsx',
  /** The mock layer's in-page answers, which the dashboard's first request loads. */
  mockLayer: 'src/template/mocks/in-page.ts',
};

/** What every signed-in page loads before it shows: the entry, the router, both route tables and the deferred schemas. */
export const signedInRoots = [
  modules.entry,
  modules.app,
  modules.productRoutes,
  modules.templateRoutes,
  modules.deferredSchemas,
];

/** Chart and calendar routes by where they live. */
const chartFolders = /^src\/template\/(charts|dashboards|apps\/calendar)\//;
/** Chart and calendar libraries: a route whose folder imports one is a chart route too. */
export const chartLibraries =
  /from ['"](apexcharts|react-apexcharts|chart\.js|react-chartjs-2|recharts|@fullcalendar\/[\w-]+)['"/]/;

function required(manifest, key) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The Vite manifest has no ${key}: has it moved? Update scripts/check-bundle.mjs.`);
  return chunk;
}

/** The manifest keys of a chunk and everything it imports statically, transitively. */
export function staticClosure(manifest, key, into = new Set()) {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of required(manifest, key).imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/** Gzip bytes of the JavaScript files of these chunks (CSS is not counted). */
export function gzipBytes(manifest, keys, sizeOf) {
  let total = 0;
  for (const key of keys) {
    const file = manifest[key].file;
    if (file.endsWith('.js')) total += sizeOf(file);
  }
  return total;
}

/**
 * The template's routes: modules under src/template/ that its route table (template-routes.tsx and
 * its static imports) loads lazily, that is every `lazy(() => import(...))` of the template's
 * routes.tsx files. Lazy pieces a page loads itself (a compose form, a chart library) are not routes.
 * The build puts the route tables in one chunk with the shells (apps/web/vite-plugins/shell-chunks.ts),
 * whose own lazy imports (the mock layer) are not routes either: with `routeTargets` (the modules the
 * routes.tsx files import lazily, read from source by `lazyRouteTargets`) only those count.
 */
export function templateRouteModules(manifest, routeTargets = null) {
  const routes = new Set();
  for (const key of staticClosure(manifest, modules.templateRoutes)) {
    for (const imported of manifest[key].dynamicImports ?? []) {
      if (imported.startsWith('src/template/') && (routeTargets === null || routeTargets.has(imported))) {
        routes.add(imported);
      }
    }
  }
  return [...routes].sort();
}

/** What the template's routes.tsx files import lazily, as manifest keys (paths relative to apps/web). */
export function lazyRouteTargets(webRoot) {
  const targets = new Set();
  const visit = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name === 'routes.tsx') {
        for (const match of readFileSync(file, 'utf8').matchAll(/import\(\s*'([^']+)'\s*\)/g)) {
          targets.add(path.relative(webRoot, path.resolve(folder, match[1])).replaceAll(path.sep, '/'));
        }
      }
    }
  };
  visit(path.join(webRoot, 'src', 'template'));
  return targets;
}

/**
 * Whether a route is held to the chart budget: it lives in template/charts/, template/dashboards/ or
 * template/apps/calendar/, or a file in its own folder imports a chart or calendar library.
 */
export function isChartRoute(src, folderImportsChartLibrary) {
  return chartFolders.test(src) || folderImportsChartLibrary(src);
}

/** Measures the sign-in page, the template's shell and every template route against their budgets. */
export function measureBundle(manifest, { sizeOf, folderImportsChartLibrary = () => false, routeTargets = null }) {
  const entry = staticClosure(manifest, modules.entry);
  const app = staticClosure(manifest, modules.app);
  const signInChunks = new Set([...entry, ...app, ...staticClosure(manifest, modules.signInRoute)]);
  const signIn = { name: 'sign-in page (/login), initial JS', bytes: gzipBytes(manifest, signInChunks, sizeOf) };
  signIn.budget = budgets.signIn;

  // What is loaded before any signed-in page shows: the entry, the router, both route tables and the
  // deferred schemas (a signed-in visit waits for them before its first render).
  const router = new Set();
  for (const key of signedInRoots) staticClosure(manifest, key, router);
  const layoutChunks = staticClosure(manifest, modules.templateLayout);
  const templateShell = {
    name: `${modules.templateLayout} (template shell)`,
    bytes: gzipBytes(
      manifest,
      [...layoutChunks].filter((key) => !router.has(key)),
      sizeOf,
    ),
    budget: budgets.templateShell,
  };
  // What every template page finds loaded: the above and the template's layout.
  const loaded = new Set([...router, ...layoutChunks]);

  const routes = templateRouteModules(manifest, routeTargets).map((src) => {
    const own = [...staticClosure(manifest, src)].filter((key) => !loaded.has(key));
    const isChart = isChartRoute(src, folderImportsChartLibrary);
    return {
      name: src,
      bytes: gzipBytes(manifest, own, sizeOf),
      budget: isChart ? budgets.chartRoute : budgets.route,
      isChart,
    };
  });
  const overBudget = [signIn, templateShell, ...routes].filter((item) => item.bytes > item.budget);
  return { signIn, templateShell, routes, overBudget };
}

/**
 * The JavaScript files a signed-in template page fetches before it shows: the entry, the router, both
 * route tables and the deferred schemas, the template's layout, the page, and what else it names (the
 * mock layer), with all their static imports.
 */
export function templatePageFiles(manifest, page, alsoLoaded = []) {
  const keys = new Set();
  for (const key of [...signedInRoots, modules.templateLayout, page, ...alsoLoaded]) staticClosure(manifest, key, keys);
  return [...keys].filter((key) => manifest[key].file.endsWith('.js')).length;
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** The report: the sign-in page, then the biggest template routes. */
export function formatReport({ signIn, templateShell, routes, overBudget }, { top = 15 } = {}) {
  const rows = [signIn, templateShell, ...[...routes].sort((a, b) => b.bytes - a.bytes).slice(0, top)];
  const width = Math.max(...rows.map((row) => row.name.length));
  const lines = [`Bundle budgets (gzip; ${routes.length} template routes, the ${top} biggest shown):`];
  for (const row of rows) {
    const mark = overBudget.includes(row) ? 'OVER' : 'ok';
    lines.push(`  ${row.name.padEnd(width)}  ${kb(row.bytes).padStart(9)} / ${kb(row.budget).padStart(8)}  ${mark}`);
  }
  if (overBudget.length > 0) {
    lines.push('', `Over budget (${overBudget.length}):`);
    for (const item of overBudget) {
      lines.push(`  ${item.name}: ${kb(item.bytes)}, budget ${kb(item.budget)} (${kb(item.bytes - item.budget)} over)`);
    }
  }
  return lines.join('\n');
}

function folderScanner(webRoot) {
  const cache = new Map();
  return (src) => {
    const folder = path.dirname(path.join(webRoot, src));
    if (!cache.has(folder)) {
      const files = existsSync(folder) ? readdirSync(folder).filter((name) => /\.tsx?$/.test(name)) : [];
      cache.set(
        folder,
        files.some((name) => chartLibraries.test(readFileSync(path.join(folder, name), 'utf8'))),
      );
    }
    return cache.get(folder);
  };
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const webRoot = path.join(root, 'apps', 'web');
  const dist = path.resolve(process.argv[2] ?? path.join(webRoot, 'dist'));
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    console.error(`No Vite manifest at ${manifestFile}: build the web app first (build.manifest is on).`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
    return sizes.get(file);
  };
  const result = measureBundle(manifest, {
    sizeOf,
    folderImportsChartLibrary: folderScanner(webRoot),
    routeTargets: lazyRouteTargets(webRoot),
  });
  console.log(formatReport(result));
  const dashboardFiles = templatePageFiles(manifest, modules.analyticsDashboard, [modules.mockLayer]);
  const dashboardOk = dashboardFiles <= dashboardFilesBudget;
  console.log(
    `\nTemplate analytics dashboard, JavaScript files before its figures show: ${dashboardFiles} / ${dashboardFilesBudget}  ${dashboardOk ? 'ok' : 'OVER'}`,
  );
  // Packages a route must not load (scripts/check-bundle-packages.mjs), from the build's chunk-packages.json.
  const packagesFile = path.join(dist, '.vite', 'chunk-packages.json');
  if (!existsSync(packagesFile)) {
    console.error(`No ${packagesFile}: apps/web/vite.config.ts must keep its chunkPackages() plugin.`);
    process.exit(1);
  }
  const chunkPackages = JSON.parse(readFileSync(packagesFile, 'utf8'));
  const packageResults = checkPackages(manifest, (file) => chunkPackages[file], [
    ...signedInRoots,
    modules.templateLayout,
  ]);
  console.log(`\n${formatPackageReport(packageResults)}`);
  const broken = packageResults.filter((rule) => rule.found.length > 0);
  if (broken.length > 0) {
    console.error(
      `\nBundle check failed: ${broken.map((rule) => rule.name).join(', ')}. ` +
        'faker generates the demo data at build time only (docs/demo-template.md).',
    );
    process.exit(1);
  }
  // The public pages show before their app script runs (scripts/check-first-paint.mjs).
  const slowFirstPaint = checkFirstPaint(dist, manifest, sizeOf);
  if (slowFirstPaint.length > 0) {
    console.error(
      `\nBundle check failed: ${slowFirstPaint.map((page) => page.name).join(', ')} run over 50 KB of JavaScript ` +
        'before they show. Is the page pre-rendered (scripts/prerender.mjs, docs/public-pages.md)?',
    );
    process.exit(1);
  }
  if (!dashboardOk) {
    console.error(
      `\nBundle check failed: the template's analytics dashboard fetches ${dashboardFiles} JavaScript files. ` +
        "Is the shells' chunking (apps/web/vite-plugins/shell-chunks.ts) still on?",
    );
    process.exit(1);
  }
  if (result.overBudget.length > 0) {
    console.error(
      `\nBundle check failed: ${result.overBudget.map((item) => item.name).join(', ')} over budget. ` +
        'Load heavy libraries with a dynamic import() when the user needs them (see docs/demo-template/quality.md).',
    );
    process.exit(1);
  }
  console.log('\nBundle check passed.');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
