// Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the web build, once, at
// build time; the server answers a browser that accepts them with the smaller one (@fastify/static's
// `preCompressed`). Compressing at build time spends the CPU once, at the best ratios, instead of on
// every request. A phone on a slow connection downloads about a quarter of the bytes.
// Run by the web app's build after the bundle check, so the check measures the files as built.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than a packet. */
const minimumBytes = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* filesUnder(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (compressible.test(entry.name)) yield file;
  }
}

/** Compresses one file; a copy that would not be smaller is not written. Returns the bytes saved by Brotli. */
async function compressFile(file) {
  const raw = await readFile(file);
  if (raw.length < minimumBytes) return { raw: raw.length, br: raw.length };
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(raw, { level: 9 }),
  ]);
  if (br.length < raw.length) await writeFile(`${file}.br`, br);
  if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
  return { raw: raw.length, br: Math.min(br.length, raw.length) };
}

/** Compresses every text file under `dist`, a few at a time (zlib runs on libuv's threads). */
export async function compressAssets(dist) {
  const files = [];
  for await (const file of filesUnder(dist)) files.push(file);
  let raw = 0;
  let br = 0;
  const queue = [...files];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const sizes = await compressFile(file);
        raw += sizes.raw;
        br += sizes.br;
      }
    }),
  );
  return { files: files.length, raw, br };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  if (!(await stat(dist).catch(() => null))?.isDirectory()) {
    console.error(`No web build at ${dist}`);
    process.exit(1);
  }
  const started = Date.now();
  const { files, raw, br } = await compressAssets(dist);
  const mib = (bytes) => (bytes / 2 ** 20).toFixed(1);
  console.log(
    `Compressed ${files} files: ${mib(raw)} MiB → ${mib(br)} MiB with Brotli, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}
