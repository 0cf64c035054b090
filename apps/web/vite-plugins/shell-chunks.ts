import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { type PlainChunk, planShellGroups, type ShellPlan } from './shell-assignment.ts';

const productRoutes = 'src/app/product-routes.tsx';
const templateRoutes = 'src/template/template-routes.tsx';
const inPage = 'src/template/mocks/in-page.ts';

/**
 * The app's shells. Left to itself the bundler cuts the code the shells share with the lazy routes
 * into one chunk per set of importers: the template's dashboard loaded 223 files, most of them one
 * Mantine component or one icon of a few hundred bytes. On a phone over HTTP/1.1 (six connections, a
 * round trip each) that queue, not the bytes, held its first paint back by seconds
 * (docs/architecture.md, "Chunks"). The shells now come in a few files; the routes keep their own.
 */
export const shellPlan: ShellPlan = {
  // Every page: the entry and the router.
  app: ['src/main.tsx', 'src/app/app.tsx'],
  shells: [
    // The signed-in pages' frame: both route tables and both layouts (the 404 page shows in the product's).
    {
      name: 'shell',
      roots: [
        productRoutes,
        templateRoutes,
        'src/app/layouts/app-shell-layout.tsx',
        'src/app/routes/not-found-route.tsx',
        'src/template/layout/template-layout.tsx',
      ],
    },
    // The template's in-page mock layer: MSW and the handlers every template page asks first (not the
    // service worker's part of MSW, which starts after the first paint).
    {
      name: 'mock-layer',
      roots: [inPage],
      loadedOnlyBy: [inPage, 'src/template/mocks/handlers.ts', fileURLToPath(import.meta.resolve('msw/browser'))],
    },
  ],
  areas: [
    {
      name: 'product',
      pages: ['src/app/layouts/app-shell-layout.tsx', 'src/app/routes/not-found-route.tsx'],
      pagesFrom: [productRoutes],
    },
    {
      name: 'template',
      pages: ['src/template/layout/template-layout.tsx', inPage],
      pagesFrom: [templateRoutes],
    },
    {
      // The public pages that are not budgeted (the sign-in pages stay out of every shell).
      name: 'public',
      pages: [
        'src/app/layouts/marketing-layout.tsx',
        'src/app/routes/pricing-route.tsx',
        'src/app/routes/free-enrichment-route.tsx',
        'src/app/routes/booking-route.tsx',
        'src/app/routes/manage-booking-route.tsx',
      ],
    },
    // The route tables: every signed-in page loads both.
    { name: 'tables', pages: [productRoutes, templateRoutes] },
  ],
};

/** Set in the first pass's environment, so that the plugin does not start a pass of its own there. */
const firstPass = 'LEADPILOT_SHELL_CHUNKS_FIRST_PASS';

/** The chunks of the same build cut by the bundler alone, in memory. */
async function plainChunks(root: string, mode: string): Promise<PlainChunk[]> {
  process.env[firstPass] = '1';
  try {
    const output = await build({ root, mode, logLevel: 'silent', build: { write: false, manifest: false } });
    const outputs = Array.isArray(output) ? output : [output];
    return outputs.flatMap((result) =>
      'output' in result ? result.output.filter((item) => item.type === 'chunk') : [],
    );
  } finally {
    delete process.env[firstPass];
  }
}

/**
 * Cuts the shells of `shellPlan` into a few chunks (rolldown's code-splitting groups). Which modules a
 * shell loads is read off a first pass of the same build, cut by the bundler alone: it knows which of
 * a package's modules a page uses, where the import graph sees a package's index importing all of
 * them. The first pass takes a few seconds; the SSR build is left alone.
 */
export function shellChunks(plan: ShellPlan = shellPlan): Plugin {
  return {
    name: 'leadpilot:shell-chunks',
    apply: 'build',
    async config(config, { isSsrBuild, mode }) {
      if (isSsrBuild || process.env[firstPass]) return;
      const root = config.root ?? process.cwd();
      const groups = planShellGroups(await plainChunks(root, mode), plan, root).map((group) => ({
        name: group.name,
        test: (id: string) => group.modules.has(id),
        priority: group.priority,
      }));
      return {
        build: { rolldownOptions: { output: { codeSplitting: { groups, includeDependenciesRecursively: false } } } },
      };
    },
  };
}
