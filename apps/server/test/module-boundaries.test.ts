import { beforeAll, describe, expect, it } from 'vitest';
import { lintPlantedImports, refusedImportsIn, repositoryRoot } from '../../../scripts/lib/planted-imports.ts';

/**
 * The server's module boundaries are Biome's `noRestrictedImports` overrides in biome.json. Here
 * files are planted in a copy of the tree's layout (a temporary folder holding the repository's
 * own biome.json), linted in one run, and each is expected to be refused or let through.
 */

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

let refusedImports: Map<string, number>;

/** One file per case: `planted-<n>.ts` (or `.test.ts`) beside the planted path, importing one thing. */
const fileOf = (entry: Planted, index: number) => entry.path.replace(/planted(\.test)?\.ts$/, `planted-${index}$1.ts`);

beforeAll(async () => {
  refusedImports = await lintPlantedImports(
    planted.map((entry, index) => ({ file: fileOf(entry, index), specifier: entry.from })),
  );
}, 60_000);

describe('server module boundaries (biome noRestrictedImports)', () => {
  it.each(planted.map((entry, index) => ({ ...entry, file: fileOf(entry, index) })))(
    '$path importing $from is refused: $refused',
    ({ file, refused }) => {
      expect(refusedImports.get(file) ?? 0).toBe(refused ? 1 : 0);
    },
  );

  it('finds no forbidden import in the server as it stands', async () => {
    expect(await refusedImportsIn(repositoryRoot, ['apps/server/src', 'apps/server/test'])).toEqual([]);
  }, 60_000);
});
