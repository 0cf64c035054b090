// Pre-renders the public pages after `vite build` (docs/public-pages.md): each page's markup from the
// route table (apps/web/dist-ssr/entry-server.js, built by `vite build --ssr`) goes into a copy of
// dist/index.html, dist/prerendered/<name>.html, with the CSS rules its markup uses inline and the
// app's full stylesheet deferred, so the page shows before any JavaScript arrives. The server answers
// the page's address with that file (apps/server/src/platform/public-pages.ts reads pages.json).
// Usage: node scripts/prerender.mjs [web app folder] (default apps/web).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import postcss from 'postcss';
import { appAfterPaint, writeAfterPaintLoader } from './after-paint-loader.mjs';

/**
 * The pre-rendered pages: the address rendered, the file, the route module (its CSS and chunks) and
 * the tab title. `query` names a query parameter the server needs (and its least length) before it
 * answers with the file: the reset page is pre-rendered as it shows with a usable token. A page with
 * `providers` shows the "Continue with Google/Microsoft" buttons of the providers the server offers,
 * which the build does not know: it is drawn once per set of them, and the server picks its own.
 */
export const publicPages = [
  { path: '/login', file: 'login.html', route: 'src/app/routes/sign-in-route.tsx', title: 'Sign in', providers: true },
  {
    path: '/register',
    file: 'register.html',
    route: 'src/app/routes/register-route.tsx',
    title: 'Create your workspace',
    providers: true,
  },
  {
    path: '/forgot-password',
    file: 'forgot-password.html',
    route: 'src/app/routes/forgot-password-route.tsx',
    title: 'Forgot password',
  },
  {
    path: '/reset-password',
    render: `/reset-password?token=${'0'.repeat(32)}`,
    // The route shows the form for a token of 16 characters or more (reset-password-route.tsx).
    query: { name: 'token', minLength: 16 },
    file: 'reset-password.html',
    route: 'src/app/routes/reset-password-route.tsx',
    title: 'Choose a new password',
  },
  { path: '/pricing', file: 'pricing.html', route: 'src/app/routes/pricing-route.tsx', title: 'Pricing' },
  {
    path: '/free-enrichment',
    file: 'free-enrichment.html',
    route: 'src/app/routes/free-enrichment-route.tsx',
    title: 'Free enrichment',
  },
];

/**
 * The booking page (`/book/{slug}`) is rendered by the server for each request, with the page's data
 * (apps/server/src/platform/booking-page-render.ts); the build writes its frame, `book.html`: the
 * page's critical CSS (the classes of the sample pages below: free days, none, a chosen time), its
 * chunks preloaded, and `<!--booking-page-->` in #root where the server puts the markup.
 */
export const bookingTemplate = {
  file: 'book.html',
  route: 'src/app/routes/booking-route.tsx',
  title: 'Book a meeting',
  marker: '<!--booking-page-->',
};

/** Sample booking pages whose markup holds every class the page shows before a visitor acts. */
export function bookingSamples() {
  const slot = (date, time) => {
    const start = new Date(`${date}T${time}:00Z`);
    return { start: start.toISOString(), end: new Date(start.getTime() + 30 * 60_000).toISOString() };
  };
  const days = ['2030-06-04', '2030-06-05', '2030-06-06'].map((date) => ({
    date,
    slots: ['07:00', '07:30', '08:00', '08:30', '09:00', '13:00'].map((time) => slot(date, time)),
  }));
  const page = {
    slug: 'sample',
    kind: 'host',
    name: 'Ada Lovelace',
    organisationName: 'Analytical Engines',
    meetingMinutes: 30,
    hostTimeZone: 'Europe/Berlin',
    zone: 'Europe/Berlin',
    horizonDays: 14,
    days,
  };
  return [
    { address: '/book/sample', page },
    { address: `/book/sample?at=${days[0].slots[1].start}`, page },
    { address: '/book/sample?at=2030-06-04T10:00:00Z', page: { ...page, days: days.slice(1) } },
    { address: '/book/sample', page: { ...page, kind: 'team', days: [] } },
  ];
}

/** Every subset of the providers, in their order: [], [a], [b], [a, b]… */
export function providerSets(providers) {
  const sets = [[]];
  for (const provider of providers) sets.push(...sets.map((set) => [...set, provider]));
  return sets;
}

/** The file of a page drawn for a set of providers: login.html, login.google.html, login.google+microsoft.html. */
export function variantFile(file, providers) {
  return providers.length === 0 ? file : file.replace(/\.html$/, `.${providers.join('+')}.html`);
}

/** The class names used in a piece of markup. */
export function classesOf(html) {
  const classes = new Set();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1].split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/**
 * Whether a selector can match the markup: every class it names outside :not()/:is()/:where() is
 * used. Over-keeping is harmless (a few rules too many); under-keeping would show an unstyled part.
 */
function selectorMatches(selector, classes) {
  const plain = selector.replace(/:(not|is|where|has)\((?:[^()]|\([^()]*\))*\)/g, '');
  for (const match of plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) if (!classes.has(match[1])) return false;
  return true;
}

const keptAtRules = new Set(['keyframes', 'font-face', 'property', 'counter-style', 'charset']);

/** The rules of a stylesheet the markup can use (at-rules kept around the rules they hold). */
export function criticalCss(css, classes) {
  const root = postcss.parse(css);
  root.walk((node) => {
    if (node.type === 'rule') {
      if (node.parent?.type === 'atrule' && node.parent.name.endsWith('keyframes')) return;
      const kept = node.selectors.filter((selector) => selectorMatches(selector, classes));
      if (kept.length === 0) node.remove();
      else node.selectors = kept;
    }
  });
  // Drop the at-rules left empty (media queries whose rules all went), innermost first.
  const empty = [];
  root.walkAtRules((rule) => {
    if (!keptAtRules.has(rule.name.replace(/^-\w+-/, '')) && rule.nodes && rule.nodes.length === 0) empty.push(rule);
  });
  for (const rule of empty.reverse()) {
    let node = rule;
    while (node && node.type === 'atrule' && node.nodes.length === 0) {
      const parent = node.parent;
      node.remove();
      node = parent;
    }
  }
  return root.toString().replace(/\n\s*/g, '\n');
}

/** The manifest keys of a chunk and everything it imports statically. */
function closure(manifest, key, into = new Set()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}

/** The stylesheets and scripts a page needs: the entry, the app's router chunk and the page's route. */
export function pageAssets(manifest, route) {
  const keys = new Set([...closure(manifest, 'index.html'), ...closure(manifest, 'src/app/app.tsx')]);
  if (!manifest[route]) throw new Error(`The Vite manifest has no ${route}: update scripts/prerender.mjs.`);
  closure(manifest, route, keys);
  const css = new Set();
  const scripts = new Set();
  for (const key of keys) {
    for (const file of manifest[key].css ?? []) css.add(file);
    if (manifest[key].file.endsWith('.js')) scripts.add(manifest[key].file);
  }
  return { css: [...css], scripts: [...scripts] };
}

const escapeText = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * The page: index.html with the markup in #root (marked data-prerendered: main.tsx hydrates it), the
 * light colour scheme on <html> (Mantine's rules key on it; the app applies a stored choice), the
 * critical rules inline, the entry's stylesheets deferred (media="print" until main.tsx switches them
 * on: they do not hold up the first paint), and the page's chunks preloaded so hydration needs no
 * second round of requests. With `loader` (the built pages), the entry and the preloads are handed to
 * the after-paint loader: the app starts loading once the page has painted.
 */
export function pageHtml(indexHtml, { markup, css, title, preload, signInProviders = null, loader = null }) {
  let html = indexHtml
    .replace('<html lang="en">', '<html lang="en" data-mantine-color-scheme="light">')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(`${title} · Leadpilot`)}</title>`)
    .replace(/<link rel="stylesheet"([^>]*)>/g, '<link rel="stylesheet"$1 media="print" data-deferred-style>');
  const present = new Set([...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]));
  const preloads = preload
    .map((file) => `/${file}`)
    .filter((href) => !present.has(href))
    .map((href) => `    <link rel="modulepreload" crossorigin href="${href}">\n`)
    .join('');
  // The providers the page was drawn with: main.tsx puts them in the app's cache before it hydrates.
  const providersMeta =
    signInProviders === null
      ? ''
      : `    <meta name="leadpilot-sign-in-providers" content="${signInProviders.join(',')}">\n`;
  // The critical rules come first: the full stylesheets, once on, follow them and win every tie, as
  // in the app (a rule the markup does not use may override one it does).
  html = html.replace(
    /(\n\s*)(<title>)/,
    (_all, indent, tag) => `${indent}<style data-critical>${css}</style>${indent}${tag}`,
  );
  html = html.replace('</head>', () => `${providersMeta}${preloads}  </head>`);
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('dist/index.html has no empty <div id="root"></div>.');
  html = html.replace(root, () => `<div id="root" data-prerendered>${markup}</div>`);
  // The app loads once the page has painted (after-paint-loader.mjs).
  return loader ? appAfterPaint(html, loader) : html;
}

async function main() {
  const webRoot = path.resolve(
    process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web'),
  );
  const dist = path.join(webRoot, 'dist');
  const entry = path.join(webRoot, 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) throw new Error(`No ${entry}: run vite build --ssr src/entry-server.tsx first.`);
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'));
  const indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const { renderPage, renderBookingPage, oidcProviders } = await import(pathToFileURL(entry).href);
  const out = path.join(dist, 'prerendered');
  const loader = writeAfterPaintLoader(dist);
  mkdirSync(out, { recursive: true });
  const pages = {};
  for (const page of publicPages) {
    const assets = pageAssets(manifest, page.route);
    const sets = page.providers ? providerSets(oidcProviders) : [null];
    const listed = { file: page.file, ...(page.query ? { query: page.query } : {}) };
    for (const signInProviders of sets) {
      const markup = await renderPage(page.render ?? page.path, { signInProviders: signInProviders ?? [] });
      const sheets = assets.css.map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
      const html = pageHtml(indexHtml, {
        markup,
        css: criticalCss(sheets, classesOf(markup)),
        title: page.title,
        preload: assets.scripts,
        signInProviders,
        loader,
      });
      const file = variantFile(page.file, signInProviders ?? []);
      writeFileSync(path.join(out, file), html);
      if (signInProviders) listed.variants = { ...listed.variants, [signInProviders.join(',')]: file };
      console.log(`  ${page.path.padEnd(18)} prerendered/${file} (${(html.length / 1024).toFixed(1)} KB)`);
    }
    pages[page.path] = listed;
  }
  writeFileSync(path.join(out, 'pages.json'), `${JSON.stringify(pages, null, 2)}\n`);
  // The booking page's frame: the server fills in each request's markup and data.
  const bookingAssets = pageAssets(manifest, bookingTemplate.route);
  const samples = await Promise.all(bookingSamples().map((sample) => renderBookingPage(sample.address, sample.page)));
  const bookingSheets = bookingAssets.css.map((file) => readFileSync(path.join(dist, file), 'utf8')).join('\n');
  const bookingHtml = pageHtml(indexHtml, {
    markup: bookingTemplate.marker,
    css: criticalCss(bookingSheets, classesOf(samples.join(''))),
    title: bookingTemplate.title,
    preload: bookingAssets.scripts,
    loader,
  });
  writeFileSync(path.join(out, bookingTemplate.file), bookingHtml);
  console.log(`  ${'/book/{slug}'.padEnd(18)} prerendered/${bookingTemplate.file} (frame, rendered per request)`);
  console.log(`Pre-rendered ${publicPages.length} public pages.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.env.NODE_ENV ??= 'production';
  await main();
}
