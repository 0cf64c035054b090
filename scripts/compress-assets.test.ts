import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { compressAssets } from './compress-assets.mjs';

const dist = mkdtempSync(path.join(tmpdir(), 'leadpilot-compress-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('compress-assets (the web build writes .br and .gz copies)', () => {
  it('writes smaller copies of text files that decompress to the file, and leaves the rest alone', async () => {
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, index) => ({ index })))};`;
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app.js'), script);
    writeFileSync(path.join(dist, 'index.html'), `<!doctype html>${'<p>Leadpilot</p>'.repeat(100)}`);
    writeFileSync(path.join(dist, 'assets', 'tiny.css'), 'a{color:red}');
    writeFileSync(path.join(dist, 'assets', 'clip.webm'), Buffer.alloc(4096, 7));

    const summary = await compressAssets(dist);

    expect(summary.files).toBe(3);
    for (const file of ['assets/app.js', 'index.html']) {
      const raw = readFileSync(path.join(dist, file));
      const br = readFileSync(path.join(dist, `${file}.br`));
      const gz = readFileSync(path.join(dist, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(raw), file).toBe(true);
      expect(gunzipSync(gz).equals(raw), file).toBe(true);
      expect(br.length, file).toBeLessThan(raw.length);
    }
    // Too small to be worth a copy, and not text.
    expect(existsSync(path.join(dist, 'assets', 'tiny.css.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'assets', 'clip.webm.br'))).toBe(false);
    expect(summary.br).toBeLessThan(summary.raw);
  });
});
