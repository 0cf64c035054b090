import { describe, expect, it } from 'vitest';
import { firstPaintBudget, measureFirstPaint, scriptsBeforePaint } from './check-first-paint.mjs';
import {
  bookingSamples,
  bookingTemplate,
  classesOf,
  criticalCss,
  pageAssets,
  pageHtml,
  providerSets,
  variantFile,
} from './prerender.mjs';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>Leadpilot</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('criticalCss', () => {
  const css = `
:root { --a: 1px; }
.used { color: red; }
.unused { color: blue; }
.used .unused, .used > span { margin: 0; }
.used:not(.missing) { padding: 0; }
@media (min-width: 40em) { .unused { display: none; } }
@media (min-width: 50em) { .used { display: block; } }
@keyframes spin { from { transform: rotate(0); } to { transform: rotate(1turn); } }
[data-mantine-color-scheme='dark'] .used { color: white; }
body { margin: 0; }`;
  const kept = criticalCss(css, classesOf('<div class="used other"><span class="x"></span></div>'));

  it('keeps the rules the markup uses, element and attribute rules, and keyframes', () => {
    expect(kept).toContain(':root');
    expect(kept).toContain('.used { color: red; }');
    expect(kept).toContain('.used > span');
    expect(kept).toContain('.used:not(.missing)');
    expect(kept).toContain('@media (min-width: 50em)');
    expect(kept).toContain('@keyframes spin');
    expect(kept).toContain("[data-mantine-color-scheme='dark'] .used");
    expect(kept).toContain('body { margin: 0; }');
  });

  it('drops rules for classes the markup does not use, and the media queries left empty', () => {
    expect(kept).not.toContain('.unused');
    expect(kept).not.toContain('40em');
  });
});

describe('pageHtml', () => {
  const html = pageHtml(indexHtml, {
    markup: '<h1 class="title">Sign in</h1>',
    css: '.title{font-weight:700}',
    title: 'Sign <in>',
    preload: ['assets/react.js', 'assets/sign-in.js'],
  });

  it('puts the markup in a marked #root, the light scheme on <html> and the escaped title', () => {
    expect(html).toContain('<div id="root" data-prerendered><h1 class="title">Sign in</h1></div>');
    expect(html).toContain('<html lang="en" data-mantine-color-scheme="light">');
    expect(html).toContain('<title>Sign &lt;in&gt; · Leadpilot</title>');
  });

  it('inlines the critical rules, defers the stylesheet and preloads the page chunks once', () => {
    expect(html).toContain('<style data-critical>.title{font-weight:700}</style>');
    // Before the stylesheets: once on, they win every tie, as in the app.
    expect(html.indexOf('<style data-critical>')).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(html).toContain('href="/assets/index.css" media="print" data-deferred-style>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/sign-in.js">');
    expect(html.match(/assets\/react\.js/g)).toHaveLength(1);
  });

  it('names the sign-in providers a page was drawn with, none included, and only on such pages', () => {
    const drawn = (signInProviders: string[] | null) =>
      pageHtml(indexHtml, { markup: '<h1>Hi</h1>', css: '', title: 'Sign in', preload: [], signInProviders });
    expect(drawn(['google', 'microsoft'])).toContain(
      '<meta name="leadpilot-sign-in-providers" content="google,microsoft">',
    );
    expect(drawn([])).toContain('<meta name="leadpilot-sign-in-providers" content="">');
    expect(drawn(null)).not.toContain('leadpilot-sign-in-providers');
  });

  it('hands the entry and the preloads to the after-paint loader when given one', () => {
    const late = pageHtml(indexHtml, {
      markup: '<h1>Hi</h1>',
      css: '',
      title: 'Sign in',
      preload: ['assets/react.js', 'assets/sign-in.js'],
      loader: '/assets/after-paint-abc.js',
    });
    // No module script nor preload is left for the browser to fetch before the page paints.
    expect(late).not.toContain('type="module"');
    expect(late).not.toContain('rel="modulepreload"');
    const loader =
      /<script defer src="\/assets\/after-paint-abc\.js" data-entry="([^"]+)" data-modulepreload="([^"]*)"><\/script>/.exec(
        late,
      );
    expect(loader?.[1]).toBe('/assets/index.js');
    expect(loader?.[2]?.split(' ')).toEqual(['/assets/react.js', '/assets/sign-in.js']);
    expect(late).toContain('<div id="root" data-prerendered><h1>Hi</h1></div>');
  });

  it('refuses an index.html without the empty root', () => {
    expect(() =>
      pageHtml(indexHtml.replace('<div id="root"></div>', ''), { markup: '', css: '', title: '', preload: [] }),
    ).toThrow(/root/);
  });
});

describe('provider variants', () => {
  it('draws a page once per set of providers, each in a file of its own', () => {
    const sets = providerSets(['google', 'microsoft']);
    expect(sets).toEqual([[], ['google'], ['microsoft'], ['google', 'microsoft']]);
    expect(sets.map((set) => variantFile('login.html', set))).toEqual([
      'login.html',
      'login.google.html',
      'login.microsoft.html',
      'login.google+microsoft.html',
    ]);
  });
});

describe('pageAssets', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', imports: ['_react.js'], css: ['assets/index.css'] },
    '_react.js': { file: 'assets/react.js' },
    'src/app/app.tsx': { file: 'assets/app.js', imports: ['index.html'] },
    'src/app/routes/sign-in-route.tsx': { file: 'assets/sign-in.js', imports: ['_form.js'], css: ['assets/form.css'] },
    '_form.js': { file: 'assets/form.js' },
    'src/other.tsx': { file: 'assets/other.js', css: ['assets/other.css'] },
  };

  it('collects the entry, router chunk and route with their static imports', () => {
    const assets = pageAssets(manifest, 'src/app/routes/sign-in-route.tsx');
    expect(assets.css.sort()).toEqual(['assets/form.css', 'assets/index.css']);
    expect(assets.scripts.sort()).toEqual([
      'assets/app.js',
      'assets/form.js',
      'assets/index.js',
      'assets/react.js',
      'assets/sign-in.js',
    ]);
  });

  it('names a route missing from the manifest', () => {
    expect(() => pageAssets(manifest, 'src/app/routes/gone.tsx')).toThrow(/gone\.tsx/);
  });
});

describe('the before-first-paint budget', () => {
  const prerendered = indexHtml.replace('<div id="root"></div>', '<div id="root" data-prerendered><h1>Hi</h1></div>');
  const sizeOf = (file: string) => (file === 'assets/blocking.js' ? 60 * 1024 : 1024);
  const gzipText = (text: string) => text.length;

  it('counts nothing for a pre-rendered page whose scripts are modules or data', () => {
    const html = prerendered.replace('</body>', '<script type="application/json">{"a":1}</script></body>');
    expect(scriptsBeforePaint(html)).toEqual({ blocking: [], inline: [], rendered: true });
    const [page] = measureFirstPaint([{ name: '/login', html, firstBundle: 190 * 1024 }], { sizeOf, gzipText });
    expect(page?.bytes).toBe(0);
  });

  it('counts blocking and inline scripts', () => {
    const html = prerendered.replace(
      '</head>',
      '<script src="/assets/blocking.js"></script><script defer src="/assets/late.js"></script><script>go()</script></head>',
    );
    const [page] = measureFirstPaint([{ name: '/login', html, firstBundle: 0 }], { sizeOf, gzipText });
    expect(page?.bytes).toBe(60 * 1024 + 'go()'.length);
    expect(page && page.bytes > firstPaintBudget).toBe(true);
  });

  it('measures a page that is not pre-rendered, or has an empty root, at its whole first bundle', () => {
    const pages = measureFirstPaint(
      [
        { name: '/login', html: null, firstBundle: 190 * 1024 },
        { name: '/pricing', html: indexHtml, firstBundle: 180 * 1024 },
      ],
      { sizeOf, gzipText },
    );
    expect(pages.map((page) => [page.bytes, page.note])).toEqual([
      [190 * 1024, 'not pre-rendered'],
      [180 * 1024, 'empty #root'],
    ]);
  });
});

describe('the booking page frame', () => {
  it('keeps the place the server puts each request’s markup in', () => {
    const html = pageHtml(indexHtml, { markup: bookingTemplate.marker, css: '', title: 'Book a meeting', preload: [] });
    expect(html).toContain('<div id="root" data-prerendered><!--booking-page--></div>');
  });

  it('draws its critical CSS from pages with free days, none, and a chosen time', () => {
    const samples = bookingSamples();
    expect(samples.some((sample) => sample.page.days.length === 0)).toBe(true);
    const chosen = samples.find((sample) => sample.address.includes('?at='));
    expect(chosen?.page.days.flatMap((day) => day.slots).some((slot) => chosen.address.endsWith(slot.start))).toBe(
      true,
    );
  });
});
