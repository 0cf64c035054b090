// Builds the unpacked extension: `npm run build -w @leadpilot/extension` → apps/extension/dist.
//   LEADPILOT_URL  the Leadpilot server the extension talks to (default http://localhost:3000);
//                  its origin is the extension's only host permission.
//   --out <dir>    another output folder (the browser tests build their own copy).
//   --grant-hosts <patterns>  extra host permissions, comma-separated: only the browser tests use it,
//                  standing in for the activeTab grant a click on the toolbar button gives.
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const argument = (name) => {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
};
const outDir = path.resolve(argument('--out') ?? path.join(here, 'dist'));
const server = new URL(process.env.LEADPILOT_URL ?? 'http://localhost:3000');
const extraHosts = (argument('--grant-hosts') ?? '').split(',').filter(Boolean);

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
await build({
  entryPoints: { sidepanel: path.join(here, 'src/sidepanel.ts'), background: path.join(here, 'src/background.ts') },
  outdir: outDir,
  bundle: true,
  format: 'esm',
  target: 'chrome120',
  minify: true,
  legalComments: 'none',
  define: { __LEADPILOT_URL__: JSON.stringify(server.origin) },
  logLevel: 'warning',
});
cpSync(path.join(here, 'static'), outDir, { recursive: true });

const manifest = {
  manifest_version: 3,
  name: 'Leadpilot',
  version: '0.1.0',
  description: 'See Leadpilot’s record of the person or company on the page you are reading.',
  minimum_chrome_version: '116',
  action: { default_title: 'Open Leadpilot' },
  side_panel: { default_path: 'sidepanel.html' },
  background: { service_worker: 'background.js', type: 'module' },
  permissions: ['sidePanel', 'storage', 'activeTab', 'scripting'],
  host_permissions: [`${server.origin}/*`, ...extraHosts],
  content_security_policy: { extension_pages: "script-src 'self'; object-src 'self'" },
};
writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`Built the extension for ${server.origin} in ${path.relative(process.cwd(), outDir) || '.'}`);
