import type { Plugin } from 'vite';

/** The npm package of a module id (`…/node_modules/@scope/name/…` or `…/node_modules/name/…`), or null. */
export function packageOf(moduleId: string): string | null {
  const match = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(moduleId.replaceAll('\\', '/'));
  return match?.[1] ?? null;
}

/**
 * Writes `.vite/chunk-packages.json` beside Vite's manifest: for each JavaScript file of the build, the
 * npm packages bundled in it. The manifest names chunks, not the modules inside them;
 * `scripts/check-bundle.mjs` reads this file to keep a package out of a route (faker out of the
 * dashboards, docs/demo-template/quality.md).
 */
export function chunkPackages(): Plugin {
  return {
    name: 'leadpilot:chunk-packages',
    apply: 'build',
    generateBundle(_options, bundle) {
      const packages: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const names = new Set(output.moduleIds.map(packageOf).filter((name): name is string => name !== null));
        packages[output.fileName] = [...names].sort();
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-packages.json', source: JSON.stringify(packages) });
    },
  };
}
