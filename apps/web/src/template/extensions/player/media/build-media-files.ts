/**
 * Writes the Media Player's two clips next to this file: `tune.wav` (built by `createToneWav`) and
 * `animation.webm` (the canvas animation of `recordCanvasClip`, recorded in Debian's Chromium). They
 * are made here rather than in the page because the server's Content-Security-Policy lets media come
 * from our own origin only, not from `blob:` URLs.
 * Run: `npx tsx apps/web/src/template/extensions/player/media/build-media-files.ts`.
 */
import { writeFile } from 'node:fs/promises';
import { fixParsedWebmDuration } from '@fix-webm-duration/fix';
import { WebmFile } from '@fix-webm-duration/parser';
import { chromium } from 'playwright-core';
import { createToneWav, recordCanvasClip } from '../generate-media.ts';

const folder = new URL('.', import.meta.url);
const clipSeconds = 3;
await writeFile(new URL('tune.wav', folder), Buffer.from(await createToneWav().arrayBuffer()));

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage();
// tsx keeps function names with a `__name` helper, which the page does not have.
const bytes: number[] = await page.evaluate(`(async () => {
  const __name = (target) => target;
  const record = ${recordCanvasClip.toString()};
  const blob = await record(${clipSeconds});
  return Array.from(new Uint8Array(await blob.arrayBuffer()));
})()`);
const clip = new WebmFile(new Uint8Array(bytes));
if (!fixParsedWebmDuration(clip, clipSeconds * 1000, { logger: false }) || !clip.source) {
  throw new Error('The recorded clip has a duration already, or could not be read as WebM.');
}
await writeFile(new URL('animation.webm', folder), clip.source);
await browser.close();
