import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';

/**
 * The lint boundaries (server modules, web features) are Biome `noRestrictedImports` overrides in
 * biome.json. Their tests plant one import per file in a scratch folder that holds a copy of that
 * configuration, lint them all in one run and read which files were refused. Biome's stdin mode
 * prints no diagnostics, so the planted files are real files.
 */
const root = resolve(import.meta.dirname, '../..');
const biome = join(root, 'node_modules/.bin/biome');
const rule = 'lint/style/noRestrictedImports';

export interface PlantedImport {
  /** Where the file stands, from the repository root, e.g. `apps/server/src/modules/a/planted-1.ts`. */
  file: string;
  /** What it imports, as written. */
  specifier: string;
}

interface BiomeReport {
  diagnostics: { category?: string; location?: { path?: string | { file?: string } } }[];
}

const pathOf = (location: BiomeReport['diagnostics'][number]['location']) =>
  typeof location?.path === 'string' ? location.path : (location?.path?.file ?? '');

/** Runs `biome lint` with only the import rule in `cwd`; answers the refused files' paths (one per refusal). */
export async function refusedImportsIn(cwd: string, paths: string[]): Promise<string[]> {
  const args = ['lint', `--only=${rule.replace('lint/', '')}`, '--reporter=json', '--max-diagnostics=none', ...paths];
  // Biome exits non-zero when it reports errors; the report is on stdout either way.
  const output = await promisify(execFile)(biome, args, { cwd, maxBuffer: 16 * 1024 * 1024 }).then(
    (result) => result.stdout,
    (error: { stdout?: string }) => error.stdout ?? '',
  );
  const report = JSON.parse(output) as BiomeReport;
  return report.diagnostics.filter((diagnostic) => diagnostic.category === rule).map((d) => pathOf(d.location));
}

/** Plants each import in its own file beside a copy of biome.json and answers how many refusals each file got. */
export async function lintPlantedImports(plants: PlantedImport[]): Promise<Map<string, number>> {
  const scratch = await mkdtemp(join(tmpdir(), 'planted-imports-'));
  try {
    const config = JSON.parse(await readFile(join(root, 'biome.json'), 'utf8'));
    delete config.$schema;
    config.vcs = { enabled: false };
    await writeFile(join(scratch, 'biome.json'), JSON.stringify(config));
    await Promise.all(
      plants.map(async ({ file, specifier }) => {
        await mkdir(dirname(join(scratch, file)), { recursive: true });
        await writeFile(
          join(scratch, file),
          `import { planted } from '${specifier}';\n\nexport const used = planted;\n`,
        );
      }),
    );
    const refusals = new Map<string, number>();
    for (const path of await refusedImportsIn(scratch, ['apps'])) refusals.set(path, (refusals.get(path) ?? 0) + 1);
    return refusals;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** The repository's root, for linting the real tree with `refusedImportsIn`. */
export const repositoryRoot = root;
