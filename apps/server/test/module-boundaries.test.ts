import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The server's module boundaries are Biome's `noRestrictedImports` overrides in biome.json. Here
 * files are planted in a copy of the tree's layout (a temporary folder holding the repository's
 * own biome.json), linted in one run, and each is expected to be refused or let through.
 */
const run = promisify(execFile);
const root = resolve(import.meta.dirname, '../../..');
const biome = join(root, 'node_modules/.bin/biome');
const rule = 'lint/style/noRestrictedImports';

interface Planted {
  path: string;
  from: string;
  refused: boolean;
}

const planted: Planted[] = [
  // A module file reaching into another module, and the same through its public face.
  { path: 'apps/server/src/modules/curation/planted.ts', from: '../people/import/merge-person.ts', refused: true },
  { path: 'apps/server/src/modules/curation/planted.ts', from: '../people/generator/index.ts', refused: true },
  { path: 'apps/server/src/modules/curation/planted.ts', from: '../people/index.ts', refused: false },
  { path: 'apps/server/src/modules/curation/planted.ts', from: './curation.service.ts', refused: false },
  { path: 'apps/server/src/modules/curation/planted.ts', from: '../../platform/errors.ts', refused: false },
  {
    path: 'apps/server/src/modules/curation/planted.ts',
    from: '../../integrations/http/api-request.ts',
    refused: false,
  },
  {
    path: 'apps/server/src/modules/curation/planted.test.ts',
    from: '../credits/credits-test-support.ts',
    refused: false,
  },
  // One folder deeper: the module's own neighbours stay free, other modules go through index.ts.
  { path: 'apps/server/src/modules/people/curate/planted.ts', from: '../../audit/record-audit.ts', refused: true },
  { path: 'apps/server/src/modules/people/curate/planted.ts', from: '../../audit/index.ts', refused: false },
  { path: 'apps/server/src/modules/people/curate/planted.ts', from: '../import/merge-person.ts', refused: false },
  { path: 'apps/server/src/modules/people/curate/planted.ts', from: '../people.service.ts', refused: false },
  { path: 'apps/server/src/modules/people/curate/planted.ts', from: '../../../db/schema.ts', refused: false },
  // Two folders deeper.
  {
    path: 'apps/server/src/modules/people/generator/vocabulary/planted.ts',
    from: '../../../credits/credit-ledger.ts',
    refused: true,
  },
  {
    path: 'apps/server/src/modules/people/generator/vocabulary/planted.ts',
    from: '../../../credits/index.ts',
    refused: false,
  },
  {
    path: 'apps/server/src/modules/people/generator/vocabulary/planted.ts',
    from: '../../import/merge-person.ts',
    refused: false,
  },
  // The composition root, the CLI, platform code and test helpers use the index only.
  { path: 'apps/server/src/planted.ts', from: './modules/people/seed-people.ts', refused: true },
  { path: 'apps/server/src/planted.ts', from: './modules/people/index.ts', refused: false },
  { path: 'apps/server/src/cli/planted.ts', from: '../modules/people/import/index.ts', refused: true },
  { path: 'apps/server/src/cli/planted.ts', from: '../modules/people/index.ts', refused: false },
  { path: 'apps/server/src/jobs/planted.ts', from: '../modules/credits/credits.jobs.ts', refused: true },
  { path: 'apps/server/src/jobs/planted.ts', from: '../modules/credits/credit-ledger.ts', refused: true },
  { path: 'apps/server/src/platform/auth/planted.ts', from: '../../modules/auth/session-store.ts', refused: true },
  { path: 'apps/server/test/planted.ts', from: '../src/modules/users/team.service.ts', refused: true },
  { path: 'apps/server/test/planted.ts', from: '../src/modules/users/index.ts', refused: false },
];

interface BiomeReport {
  diagnostics: { category?: string; location?: { path?: string | { file?: string } } }[];
}

const pathOf = (location: BiomeReport['diagnostics'][number]['location']) =>
  typeof location?.path === 'string' ? location.path : (location?.path?.file ?? '');

let workspace: string;
let refusedImports: Map<string, number>;

/** One file per case: `planted-<n>.ts` (or `.test.ts`) beside the planted path, importing one thing. */
const fileOf = (entry: Planted, index: number) => entry.path.replace(/planted(\.test)?\.ts$/, `planted-${index}$1.ts`);

beforeAll(async () => {
  workspace = await mkdtemp(join(tmpdir(), 'module-boundaries-'));
  const config = JSON.parse(await readFile(join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  await writeFile(join(workspace, 'biome.json'), JSON.stringify(config));
  await Promise.all(
    planted.map(async (entry, index) => {
      const file = join(workspace, fileOf(entry, index));
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, `import { planted } from '${entry.from}';\n\nexport const used = planted;\n`);
    }),
  );
  const report = await lint(workspace, ['apps']);
  refusedImports = new Map();
  for (const diagnostic of report.diagnostics) {
    if (diagnostic.category !== rule) continue;
    const path = pathOf(diagnostic.location);
    refusedImports.set(path, (refusedImports.get(path) ?? 0) + 1);
  }
}, 60_000);

afterAll(async () => {
  if (workspace) await rm(workspace, { recursive: true, force: true });
});

/** Runs `biome lint` with only the import rule; Biome exits non-zero when it reports errors. */
async function lint(cwd: string, paths: string[]): Promise<BiomeReport> {
  const args = ['lint', `--only=${rule.replace('lint/', '')}`, '--reporter=json', '--max-diagnostics=none', ...paths];
  const output = await run(biome, args, { cwd, maxBuffer: 16 * 1024 * 1024 }).then(
    (result) => result.stdout,
    (error: { stdout?: string }) => error.stdout ?? '',
  );
  return JSON.parse(output) as BiomeReport;
}

describe('server module boundaries (biome noRestrictedImports)', () => {
  it.each(planted.map((entry, index) => ({ ...entry, file: fileOf(entry, index) })))(
    '$path importing $from is refused: $refused',
    ({ file, refused }) => {
      expect(refusedImports.get(file) ?? 0).toBe(refused ? 1 : 0);
    },
  );

  it('finds no forbidden import in the server as it stands', async () => {
    const report = await lint(root, ['apps/server/src', 'apps/server/test']);
    const refused = report.diagnostics.filter((diagnostic) => diagnostic.category === rule);
    expect(refused.map((diagnostic) => pathOf(diagnostic.location))).toEqual([]);
  }, 60_000);
});
