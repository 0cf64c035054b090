import type { Plugin } from 'vite';
import { type FixtureName, fixtureNames, serializeFixtures } from '../src/template/mocks/fixtures/generate.ts';

const prefix = 'virtual:demo-fixtures/';
const resolvedPrefix = `\0${prefix}`;

/**
 * The demo template's fixtures, generated at build time (docs/demo-template.md, "Demo data"): the
 * seeded faker generators run here, in Node, once per build (or dev server, or test run), and each
 * fixture file becomes a module `virtual:demo-fixtures/<name>` whose default export is its JSON text.
 * The mock layer imports each one lazily (`src/template/mocks/db.ts`), so a page downloads the data of
 * the calls it makes, and never faker. Nothing is written to the source tree, so nothing can go stale.
 */
export function demoFixtures(): Plugin {
  let files: Record<FixtureName, string> | null = null;
  return {
    name: 'leadpilot:demo-fixtures',
    resolveId(id) {
      return id.startsWith(prefix) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(resolvedPrefix)) return null;
      const name = id.slice(resolvedPrefix.length);
      if (!(fixtureNames as string[]).includes(name)) {
        this.error(`Unknown demo fixture "${name}": the generators are in src/template/mocks/fixtures/generate.ts`);
      }
      files ??= serializeFixtures();
      // A string literal of the JSON text: the store parses it into fresh objects on each (re)load.
      return { code: `export default ${JSON.stringify(files[name as FixtureName])};`, map: null };
    },
  };
}
