import { readdirSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { lintPlantedImports } from '../../../../scripts/lib/planted-imports.ts';

/**
 * The features' boundaries are Biome's `noRestrictedImports` zones (biome.json overrides on
 * apps/web/src/features/*, one per folder depth, and on the shared pieces below them). This plants imports in a copy of the tree and runs the
 * real linter on them: the forbidden ones must fail, the allowed ones must pass. (Biome's stdin mode
 * prints no diagnostics, so the planted files are real files in a scratch folder beside a copy of the
 * configuration: scripts/lib/planted-imports.ts.)
 */
const featuresDir = dirname(fileURLToPath(import.meta.url));
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
  const refusals = await lintPlantedImports(
    planted.map(({ path, specifier }) => ({ file: `apps/web/src/${path}`, specifier })),
  );
  flagged = new Set([...refusals.keys()].map((file) => relative('apps/web/src', file)));
}, 60_000);

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
