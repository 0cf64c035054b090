import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  budgets,
  formatReport,
  lazyRouteTargets,
  measureBundle,
  staticClosure,
  templatePageFiles,
  templateRouteModules,
} from './check-bundle.mjs';

const KB = 1024;

/**
 * A small manifest shaped like Vite's: an entry, the router chunk, the sign-in route, the two route
 * tables the router patches in, the template's layout and three pages.
 */
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/app/app.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  '_mantine.js': { file: 'assets/mantine.js', imports: ['_react.js'], css: ['assets/mantine.css'] },
  '_mantine.css': { file: 'assets/mantine.css' },
  'src/app/app.tsx': {
    file: 'assets/app.js',
    src: 'src/app/app.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_mantine.js'],
    dynamicImports: [
      'src/app/routes/sign-in-route.tsx',
      'src/app/product-routes.tsx',
      'src/template/template-routes.tsx',
      'src/template/layout/template-layout.tsx',
      'src/api/deferred-schemas.ts',
    ],
  },
  // Loaded before the first render of any signed-in page: zod and the session's schemas.
  'src/api/deferred-schemas.ts': {
    file: 'assets/deferred-schemas.js',
    src: 'src/api/deferred-schemas.ts',
    isDynamicEntry: true,
    imports: ['_zod.js'],
  },
  '_zod.js': { file: 'assets/zod.js' },
  'src/app/product-routes.tsx': {
    file: 'assets/product-routes.js',
    src: 'src/app/product-routes.tsx',
    isDynamicEntry: true,
    imports: ['src/app/app.tsx'],
  },
  // The template's routes.tsx files end up in the template's route table.
  'src/template/template-routes.tsx': {
    file: 'assets/routes.js',
    src: 'src/template/template-routes.tsx',
    isDynamicEntry: true,
    imports: ['_routes-shared.js'],
    dynamicImports: ['src/template/pages/faq-page.tsx'],
  },
  '_routes-shared.js': {
    file: 'assets/routes-shared.js',
    dynamicImports: ['src/template/charts/apex-page.tsx', 'src/template/apps/email/email-app.tsx'],
  },
  'src/app/routes/sign-in-route.tsx': {
    file: 'assets/sign-in.js',
    src: 'src/app/routes/sign-in-route.tsx',
    isDynamicEntry: true,
    imports: ['src/app/app.tsx', '_form.js'],
  },
  '_form.js': { file: 'assets/form.js' },
  'src/template/layout/template-layout.tsx': {
    file: 'assets/layout.js',
    src: 'src/template/layout/template-layout.tsx',
    isDynamicEntry: true,
    imports: ['_mantine.js', '_shell-parts.js', '_zod.js'],
  },
  '_shell-parts.js': { file: 'assets/shell-parts.js' },
  'src/template/pages/faq-page.tsx': {
    file: 'assets/faq.js',
    src: 'src/template/pages/faq-page.tsx',
    isDynamicEntry: true,
    imports: ['_mantine.js', '_shell-parts.js', '_accordion.js'],
  },
  '_accordion.js': { file: 'assets/accordion.js' },
  'src/template/charts/apex-page.tsx': {
    file: 'assets/apex.js',
    src: 'src/template/charts/apex-page.tsx',
    isDynamicEntry: true,
    imports: ['_chart-lib.js'],
  },
  '_chart-lib.js': { file: 'assets/chart-lib.js' },
  'src/template/apps/email/email-app.tsx': {
    file: 'assets/email.js',
    src: 'src/template/apps/email/email-app.tsx',
    isDynamicEntry: true,
    imports: ['_form.js'],
    // Loaded by the page itself, when the user composes: not a route.
    dynamicImports: ['src/template/apps/email/compose.tsx'],
  },
  'src/template/apps/email/compose.tsx': {
    file: 'assets/compose.js',
    src: 'src/template/apps/email/compose.tsx',
    isDynamicEntry: true,
    imports: ['_editor.js'],
  },
  '_editor.js': { file: 'assets/editor.js' },
};

const sizes: Record<string, number> = {
  'assets/index.js': 90 * KB,
  'assets/react.js': 40 * KB,
  'assets/mantine.js': 30 * KB,
  'assets/mantine.css': 500 * KB,
  'assets/app.js': 20 * KB,
  'assets/product-routes.js': 3 * KB,
  'assets/deferred-schemas.js': 2 * KB,
  'assets/zod.js': 25 * KB,
  'assets/routes.js': 2 * KB,
  'assets/routes-shared.js': 1 * KB,
  'assets/sign-in.js': 5 * KB,
  'assets/form.js': 8 * KB,
  'assets/layout.js': 10 * KB,
  'assets/shell-parts.js': 15 * KB,
  'assets/faq.js': 60 * KB,
  'assets/accordion.js': 45 * KB,
  'assets/apex.js': 20 * KB,
  'assets/chart-lib.js': 200 * KB,
  'assets/email.js': 30 * KB,
  'assets/compose.js': 50 * KB,
  'assets/editor.js': 400 * KB,
};
const sizeOf = (file: string) => {
  const size = sizes[file];
  if (size === undefined) throw new Error(`no size for ${file}`);
  return size;
};

describe('check-bundle', () => {
  it('follows static imports transitively, once each, through cycles', () => {
    expect([...staticClosure(manifest, 'src/app/routes/sign-in-route.tsx')].sort()).toEqual(
      [
        '_form.js',
        '_mantine.js',
        '_react.js',
        'index.html',
        'src/app/app.tsx',
        'src/app/routes/sign-in-route.tsx',
      ].sort(),
    );
  });

  it('finds the routes the template’s route table loads lazily, not what a page loads itself', () => {
    expect(templateRouteModules(manifest)).toEqual([
      'src/template/apps/email/email-app.tsx',
      'src/template/charts/apex-page.tsx',
      'src/template/pages/faq-page.tsx',
    ]);
  });

  it('counts only the routes.tsx files’ lazy imports as routes when it knows them', () => {
    // The shells' chunk (the route tables with the layouts) imports the mock layer lazily too.
    const routeTargets = new Set(['src/template/pages/faq-page.tsx', 'src/template/charts/apex-page.tsx']);
    expect(templateRouteModules(manifest, routeTargets)).toEqual([
      'src/template/charts/apex-page.tsx',
      'src/template/pages/faq-page.tsx',
    ]);
  });

  it('reads the template’s routes.tsx files for their lazy imports', () => {
    const targets = lazyRouteTargets(path.resolve(import.meta.dirname, '../apps/web'));
    expect(targets).toContain('src/template/dashboards/analytics-dashboard.tsx');
    expect(targets).not.toContain('src/template/mocks/in-page.ts');
  });

  it('counts the JavaScript files a template page fetches before it shows, each once', () => {
    // index, react, app, mantine, product-routes, deferred-schemas, zod, routes, routes-shared, layout,
    // shell-parts, faq, accordion: 13 (the CSS does not count, and mantine once though three chunks
    // import it).
    expect(templatePageFiles(manifest, 'src/template/pages/faq-page.tsx')).toBe(13);
    // And the apex page with its chart library.
    const withChart = templatePageFiles(manifest, 'src/template/pages/faq-page.tsx', [
      'src/template/charts/apex-page.tsx',
    ]);
    expect(withChart).toBe(15);
  });

  it('sums the sign-in page’s initial JS and each route beyond the shell, with the right budgets', () => {
    const result = measureBundle(manifest, { sizeOf });
    // index 90 + react 40 + app 20 + mantine 30 + sign-in 5 + form 8; the CSS and the route tables do not count.
    expect(result.signIn.bytes).toBe(193 * KB);
    // The layout beyond the entry, the router, the route tables and the deferred schemas (zod): itself
    // and its shell parts.
    expect(result.templateShell).toMatchObject({ bytes: 25 * KB, budget: budgets.templateShell });
    const byName = Object.fromEntries(result.routes.map((route) => [route.name, route]));
    // The FAQ page: itself and the accordion; Mantine and the shell parts are loaded already.
    expect(byName['src/template/pages/faq-page.tsx']).toMatchObject({ bytes: 105 * KB, budget: budgets.route });
    // A chart route by its folder: the chart budget.
    expect(byName['src/template/charts/apex-page.tsx']).toMatchObject({
      bytes: 220 * KB,
      budget: budgets.chartRoute,
      isChart: true,
    });
    // The email app: the compose form it loads lazily is not part of its route chunk.
    expect(byName['src/template/apps/email/email-app.tsx'].bytes).toBe(38 * KB);
    expect(result.overBudget.map((item) => item.name)).toEqual(['src/template/pages/faq-page.tsx']);
  });

  it('holds a route whose folder imports a chart library to the chart budget', () => {
    const result = measureBundle(manifest, {
      sizeOf,
      folderImportsChartLibrary: (src: string) => src.startsWith('src/template/pages/'),
    });
    expect(result.routes.find((route) => route.name === 'src/template/pages/faq-page.tsx')?.budget).toBe(
      budgets.chartRoute,
    );
    expect(result.overBudget).toEqual([]);
  });

  it('fails the sign-in page past 200 KB and names everything over budget with by how much', () => {
    const heavier = { ...sizes, 'assets/sign-in.js': 13 * KB };
    const result = measureBundle(manifest, { sizeOf: (file: string) => heavier[file] ?? 0 });
    expect(result.signIn.bytes).toBe(201 * KB);
    expect(result.overBudget.map((item) => item.name)).toEqual([
      'sign-in page (/login), initial JS',
      'src/template/pages/faq-page.tsx',
    ]);
    const report = formatReport(result);
    expect(report).toMatch(/initial JS: 201\.0 KB, budget 200\.0 KB \(1\.0 KB over\)/);
    expect(report).toMatch(/src\/template\/pages\/faq-page\.tsx: 105\.0 KB, budget 100\.0 KB \(5\.0 KB over\)/);
  });

  it('fails the template shell past its budget', () => {
    const heavier = { ...sizes, 'assets/shell-parts.js': 141 * KB };
    const result = measureBundle(manifest, { sizeOf: (file: string) => heavier[file] ?? 0 });
    expect(result.templateShell.bytes).toBe(151 * KB);
    expect(result.overBudget.map((item) => item.name)).toContain(
      'src/template/layout/template-layout.tsx (template shell)',
    );
  });

  it('says which module is missing when the manifest no longer has it', () => {
    const { 'src/app/routes/sign-in-route.tsx': _signIn, ...withoutSignIn } = manifest;
    expect(() => measureBundle(withoutSignIn, { sizeOf })).toThrow(/no src\/app\/routes\/sign-in-route\.tsx/);
  });
});
