import { describe, expect, it } from 'vitest';
import { type PlainChunk, planShellGroups, type ShellPlan } from './shell-assignment.ts';

const root = '/web';
const id = (file: string) => `${root}/${file}`;

/** A chunk of the first pass: its file, its modules (source files), and what it imports. */
function chunk(
  fileName: string,
  modules: string[],
  options: { imports?: string[]; dynamicImports?: string[]; entry?: 'page' | 'lazy'; facade?: string } = {},
): PlainChunk {
  const facade = options.facade ?? (options.entry ? modules[0] : undefined);
  return {
    fileName,
    moduleIds: modules.map(id),
    imports: options.imports ?? [],
    dynamicImports: options.dynamicImports ?? [],
    isEntry: options.entry === 'page',
    isDynamicEntry: options.entry === 'lazy',
    facadeModuleId: facade ? id(facade) : null,
  };
}

/**
 * A small app as the bundler cuts it: an entry and its router, a public sign-in page, the product's
 * and the template's layouts and route tables, one page of each, and the template's mock layer.
 */
const chunks: PlainChunk[] = [
  chunk('index.js', ['main.tsx'], { entry: 'page', imports: ['react.js'], dynamicImports: ['app.js'] }),
  chunk('react.js', ['node_modules/react/index.js']),
  chunk('app.js', ['app.tsx', 'router.tsx'], {
    entry: 'lazy',
    imports: ['react.js'],
    dynamicImports: [
      'sign-in.js',
      'product-layout.js',
      'template-layout.js',
      'product-routes.js',
      'template-routes.js',
    ],
  }),
  chunk('sign-in.js', ['sign-in.tsx'], { entry: 'lazy', imports: ['input.js', 'react.js'] }),
  // Shared by the sign-in page and the template's layout.
  chunk('input.js', ['node_modules/ui/input.js'], { imports: ['react.js'] }),
  // Shared by the template's layout and a product page.
  chunk('menu.js', ['node_modules/ui/menu.js'], { imports: ['input.js', 'react.js'] }),
  // Shared by both layouts.
  chunk('drawer.js', ['node_modules/ui/drawer.js']),
  chunk('product-layout.js', ['product-layout.tsx'], { entry: 'lazy', imports: ['drawer.js'] }),
  chunk('template-layout.js', ['template-layout.tsx', 'template-nav.tsx'], {
    entry: 'lazy',
    imports: ['menu.js', 'drawer.js', 'mock-layer-hook.js'],
  }),
  // Only the template's layout loads it; its lazy import is the mock service worker.
  chunk('mock-layer-hook.js', ['use-mock-layer.ts'], { imports: ['react.js'], dynamicImports: ['worker.js'] }),
  chunk('worker.js', ['node_modules/msw/browser.js'], { entry: 'lazy', imports: ['msw.js'] }),
  chunk('product-routes.js', ['product-routes.tsx'], { entry: 'lazy', dynamicImports: ['people.js'] }),
  chunk('template-routes.js', ['template-routes.tsx'], {
    entry: 'lazy',
    dynamicImports: ['dashboard.js', 'gallery.js'],
  }),
  chunk('people.js', ['people-page.tsx'], { entry: 'lazy', imports: ['menu.js'] }),
  chunk('dashboard.js', ['dashboard.tsx'], { entry: 'lazy', dynamicImports: ['in-page.js'] }),
  chunk('gallery.js', ['gallery.tsx'], { entry: 'lazy', imports: ['images.js'] }),
  chunk('in-page.js', ['in-page.ts'], { entry: 'lazy', imports: ['msw.js', 'images.js'] }),
  chunk('msw.js', ['node_modules/msw/core.js']),
  // The mock layer's pictures, which a gallery page shows too.
  chunk('images.js', ['images.ts']),
];

const plan: ShellPlan = {
  app: ['main.tsx', 'app.tsx'],
  shells: [
    {
      name: 'shell',
      roots: ['product-routes.tsx', 'template-routes.tsx', 'product-layout.tsx', 'template-layout.tsx'],
    },
    { name: 'mock-layer', roots: ['in-page.ts'], loadedOnlyBy: ['in-page.ts', 'node_modules/msw/browser.js'] },
  ],
  areas: [
    { name: 'product', pages: ['product-layout.tsx'], pagesFrom: ['product-routes.tsx'] },
    { name: 'template', pages: ['template-layout.tsx'], pagesFrom: ['template-routes.tsx'] },
    { name: 'tables', pages: ['product-routes.tsx', 'template-routes.tsx'] },
  ],
};

/** The groups, as source files by group name. */
function groupsOf(result: ReturnType<typeof planShellGroups>): Record<string, string[]> {
  return Object.fromEntries(
    result.map((group) => [group.name, [...group.modules].map((module) => module.slice(root.length + 1)).sort()]),
  );
}

describe('planShellGroups', () => {
  const groups = planShellGroups(chunks, plan, root);

  it('groups what every page loads, keeping the page entry’s own chunk and a lazy entry’s own module', () => {
    // React and the router join; main.tsx keeps the entry's file, app.tsx its lazy entry's.
    expect(groupsOf(groups).app).toEqual(['node_modules/react/index.js', 'router.tsx']);
  });

  it('groups a shell’s chunks by the areas whose pages load them', () => {
    const byName = groupsOf(groups);
    // Both layouts load the drawer; the template's layout and a product page the menu.
    expect(byName['shell~product~template']).toEqual(['node_modules/ui/drawer.js', 'node_modules/ui/menu.js']);
    // Only the template's layout loads its navigation (beside its own module) and the mock-layer hook.
    expect(byName['shell~template']).toEqual(['template-nav.tsx', 'use-mock-layer.ts']);
  });

  it('leaves out a chunk that a page of no area shares, so the sign-in page fetches no shell', () => {
    const grouped = groups.flatMap((group) => [...group.modules]);
    expect(grouped).not.toContain(id('node_modules/ui/input.js'));
    expect(grouped).not.toContain(id('sign-in.tsx'));
  });

  it('counts a page an area’s shared chunk imports lazily as the area’s (the mock service worker)', () => {
    // msw.js is loaded by in-page and by the worker that use-mock-layer.ts (template only) imports lazily.
    expect(groupsOf(groups)['mock-layer~template']).toEqual(['node_modules/msw/core.js']);
  });

  it('keeps out of a `loadedOnlyBy` shell what another page loads too', () => {
    // The gallery shows the mock layer's pictures: grouping them would make it fetch MSW.
    expect(groups.flatMap((group) => [...group.modules])).not.toContain(id('images.ts'));
  });

  it('ranks groups loaded by more areas first, and `app` before all', () => {
    const priority = Object.fromEntries(groups.map((group) => [group.name, group.priority]));
    expect(priority.app).toBeGreaterThan(priority['shell~product~template']);
    expect(priority['shell~product~template']).toBeGreaterThan(priority['shell~template']);
    // The same areas: the earlier shell first.
    expect(priority['shell~template']).toBeGreaterThan(priority['mock-layer~template']);
  });

  it('names a root that is not in the build', () => {
    const moved: ShellPlan = { ...plan, shells: [{ name: 'shell', roots: ['moved-layout.tsx'] }] };
    expect(() => planShellGroups(chunks, moved, root)).toThrow('moved-layout.tsx is not in the build');
  });
});
