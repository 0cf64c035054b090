import { describe, expect, it } from 'vitest';
import { packageOf } from '../apps/web/vite-plugins/chunk-packages.ts';
import {
  checkPackages,
  formatPackageReport,
  mockLayerInPage,
  mockWorker,
  packageRules,
  routeLoads,
} from './check-bundle-packages.mjs';

const dashboard = 'src/template/dashboards/analytics-dashboard.tsx';

/** A small manifest shaped like Vite's: the shell, the dashboard route, the mock worker and its data files. */
const manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'], dynamicImports: ['src/template/layout/layout.tsx'] },
  '_react.js': { file: 'assets/react.js' },
  'src/template/layout/layout.tsx': {
    file: 'assets/layout.js',
    imports: ['_react.js'],
    // The layout starts the mock worker lazily; other pages are not part of the dashboard.
    dynamicImports: [mockWorker, 'src/template/pages/other-page.tsx'],
  },
  'src/template/pages/other-page.tsx': { file: 'assets/other.js' },
  [dashboard]: { file: 'assets/dashboard.js', imports: ['_react.js'], dynamicImports: ['_apexcharts.js'] },
  '_apexcharts.js': { file: 'assets/apexcharts.js' },
  [mockWorker]: { file: 'assets/browser.js', dynamicImports: ['src/template/mocks/handlers.ts'] },
  // The template's base query answers from the same handlers in the page.
  [mockLayerInPage]: { file: 'assets/in-page.js', imports: ['src/template/mocks/handlers.ts', '_msw.js'] },
  'src/template/mocks/handlers.ts': {
    file: 'assets/handlers.js',
    imports: ['_msw.js'],
    dynamicImports: ['virtual:demo-fixtures/dashboard-analytics', 'virtual:demo-fixtures/email'],
  },
  '_msw.js': { file: 'assets/msw.js' },
  'virtual:demo-fixtures/dashboard-analytics': { file: 'assets/dashboard-analytics.js' },
  'virtual:demo-fixtures/email': { file: 'assets/email-data.js' },
};

const shell = ['index.html', 'src/template/layout/layout.tsx'];

const packages: Record<string, string[]> = {
  'assets/react.js': ['react', 'react-dom'],
  'assets/apexcharts.js': ['apexcharts'],
  'assets/msw.js': ['msw', 'tough-cookie'],
  'assets/other.js': ['@faker-js/faker'],
};

describe('check-bundle-packages', () => {
  it('counts the shell, the page with its lazy pieces and the mock worker with every data file', () => {
    const files = [...routeLoads(manifest, dashboard, shell)].map((key) => manifest[key as keyof typeof manifest].file);
    expect(files.sort()).toEqual(
      [
        'assets/apexcharts.js',
        'assets/browser.js',
        'assets/dashboard-analytics.js',
        'assets/dashboard.js',
        'assets/email-data.js',
        'assets/handlers.js',
        'assets/in-page.js',
        'assets/index.js',
        'assets/layout.js',
        'assets/msw.js',
        'assets/react.js',
      ].sort(),
    );
  });

  it('passes the dashboard while faker stays in pages it does not load', () => {
    const results = checkPackages(manifest, (file: string) => packages[file], shell);
    expect(results).toEqual([{ name: packageRules[0]?.name, found: [] }]);
    expect(formatPackageReport(results)).toMatch(/no faker {2}ok/);
  });

  it('names the file when faker comes back into a data file or the mock layer', () => {
    const withFaker = {
      ...packages,
      'assets/email-data.js': ['@faker-js/faker'],
      'assets/msw.js': ['msw', '@faker-js/faker'],
    };
    const [result] = checkPackages(manifest, (file: string) => withFaker[file], shell);
    expect(result?.found).toEqual([
      { file: 'assets/msw.js', packages: ['@faker-js/faker'] },
      { file: 'assets/email-data.js', packages: ['@faker-js/faker'] },
    ]);
    expect(formatPackageReport([result as never])).toMatch(/FOUND\n {4}assets\/msw\.js: @faker-js\/faker/);
  });

  it('says which module is missing when the manifest no longer has the route', () => {
    const { [dashboard]: _route, ...withoutRoute } = manifest;
    expect(() => checkPackages(withoutRoute, () => [], shell)).toThrow(/no src\/template\/dashboards/);
  });
});

describe('chunk-packages (the build plugin that lists each file’s packages)', () => {
  it('names the npm package of a bundled module, scoped or not, or none for our own code', () => {
    expect(packageOf('/work/node_modules/@faker-js/faker/dist/chunk-abc.js')).toBe('@faker-js/faker');
    expect(packageOf('/work/node_modules/msw/lib/browser/index.mjs')).toBe('msw');
    expect(packageOf('/work/node_modules/a/node_modules/tough-cookie/index.js')).toBe('tough-cookie');
    expect(packageOf('C:\\work\\node_modules\\tldts\\index.js')).toBe('tldts');
    expect(packageOf('/work/apps/web/src/template/mocks/db.ts')).toBeNull();
    expect(packageOf('\0virtual:demo-fixtures/email')).toBeNull();
  });
});
