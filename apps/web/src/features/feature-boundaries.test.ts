import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The features' boundaries are Biome's `noRestrictedImports` zones (biome.json overrides on
 * apps/web/src/features/*, one per folder depth, and on the shared pieces below them). This plants imports in a copy of the tree and runs the
 * real linter on them: the forbidden ones must fail, the allowed ones must pass. (Biome's stdin mode
 * prints no diagnostics, so the planted files are real files in a scratch folder beside a copy of the
 * configuration.)
 */
const featuresDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(featuresDir, '../../../..');
const biome = join(repoRoot, 'node_modules/.bin/biome');
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

interface Planted {
  /** Path under apps/web/src/. */
  path: string;
  specifier: string;
  forbidden: boolean;
}

function plantsFor(feature: string, other: string): Planted[] {
  return [
    {
      path: `features/${feature}/components/planted-sibling.ts`,
      specifier: `../../${other}/api/endpoint.ts`,
      forbidden: true,
    },
    {
      path: `features/${feature}/components/planted-via-src.ts`,
      specifier: `../../../features/${other}/x.tsx`,
      forbidden: true,
    },
    { path: `features/${feature}/planted-shallow.ts`, specifier: `../${other}/components/x.tsx`, forbidden: true },
    {
      path: `features/${feature}/components/deep/planted-deep.ts`,
      specifier: `../../../${other}/hooks/x.ts`,
      forbidden: true,
    },
    {
      path: `features/${feature}/components/planted-template.ts`,
      specifier: '../../../template/apps/chat/x.tsx',
      forbidden: true,
    },
    {
      path: `features/${feature}/components/planted-api.ts`,
      specifier: '../../../api/server-errors.ts',
      forbidden: false,
    },
    {
      path: `features/${feature}/components/planted-shared.ts`,
      specifier: '../../../shared/ui/route-tabs-layout.tsx',
      forbidden: false,
    },
    {
      path: `features/${feature}/components/planted-session.ts`,
      specifier: '../../../session/use-session.ts',
      forbidden: false,
    },
    { path: `features/${feature}/components/planted-own.ts`, specifier: '../api/own-endpoint.ts', forbidden: false },
    {
      path: `features/${feature}/components/deep/planted-own-deep.ts`,
      specifier: '../../hooks/x.ts',
      forbidden: false,
    },
  ];
}

interface BiomeReport {
  diagnostics: { category: string; location: { path: string } }[];
}

let scratch = '';
let flagged = new Set<string>();
/** The shared pieces sit below the features: they never import one, nor the demo template. */
const sharedPlants: Planted[] = [
  { path: 'shared/ui/planted-feature.ts', specifier: '../../features/team/components/x.tsx', forbidden: true },
  { path: 'api/planted-feature.ts', specifier: '../features/credits/api/x.ts', forbidden: true },
  { path: 'session/planted-feature.ts', specifier: '../features/auth/hooks/x.ts', forbidden: true },
  { path: 'shared/ui/planted-template.ts', specifier: '../../template/apps/chat/x.tsx', forbidden: true },
  { path: 'shared/ui/planted-api.ts', specifier: '../../api/api-slice.ts', forbidden: false },
  { path: 'api/planted-own.ts', specifier: './api-slice.ts', forbidden: false },
];

const planted = [
  ...features.flatMap((feature, index) => plantsFor(feature, features[(index + 1) % features.length] ?? '')),
  ...sharedPlants,
];

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'feature-boundaries-'));
  copyFileSync(join(repoRoot, 'biome.json'), join(scratch, 'biome.json'));
  for (const { path, specifier } of planted) {
    const file = join(scratch, 'apps/web/src', path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `import { planted } from '${specifier}';\n\nexport const value = planted;\n`);
  }
  const { stdout } = await promisify(execFile)(
    biome,
    ['lint', '--vcs-enabled=false', '--reporter=json', '--max-diagnostics=none', 'apps'],
    { cwd: scratch },
  ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  const report = JSON.parse(stdout) as BiomeReport;
  flagged = new Set(
    report.diagnostics
      .filter((diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports')
      .map((diagnostic) => relative('apps/web/src', diagnostic.location.path)),
  );
}, 60_000);

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('web boundaries (biome noRestrictedImports)', () => {
  it('knows the product features', () => {
    expect(features.length).toBeGreaterThanOrEqual(11);
  });

  it.each(planted.filter((plant) => plant.forbidden))('refuses $specifier in $path', ({ path }) => {
    expect(flagged.has(path)).toBe(true);
  });

  it.each(planted.filter((plant) => !plant.forbidden))('allows $specifier in $path', ({ path }) => {
    expect(flagged.has(path)).toBe(false);
  });

  it('covers every feature file: none sits deeper than the zones reach (three folders below its feature)', () => {
    const tooDeep = (readdirSync(featuresDir, { recursive: true }) as string[]).filter(
      (path) => path.split(/[\\/]/).length > 4,
    );
    expect(tooDeep).toEqual([]);
  });
});
