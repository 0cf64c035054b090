import { createHash } from 'node:crypto';
import { open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { z } from 'zod';

/** What identifies the file a checkpoint was taken of: a changed file is not resumed. */
const fingerprintSchema = z.object({
  size: z.number(),
  mtimeMs: z.number(),
  /** SHA-256 of the first KiB. */
  headSha256: z.string(),
});
export type FileFingerprint = z.infer<typeof fingerprintSchema>;

export const importCountsSchema = z.object({
  rows: z.number().int(),
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  companiesInserted: z.number().int(),
  companiesUpdated: z.number().int(),
  rejected: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

/** Written after each committed batch: a resumed import starts reading at `position`. */
const checkpointSchema = z.object({
  version: z.literal(1),
  format: z.enum(['csv', 'jsonl']),
  file: fingerprintSchema,
  /** Just after the last row of the last committed batch. */
  position: z.object({ offset: z.number().int().min(0), line: z.number().int().min(1) }),
  /** The last line of that batch's last row. */
  lastLine: z.number().int().min(0),
  /** The size of the rejects file then: rows rejected after it are written again on resume. */
  rejectsBytes: z.number().int().min(0),
  counts: importCountsSchema,
  batches: z.number().int(),
  savedAt: z.string(),
});
export type ImportCheckpoint = z.infer<typeof checkpointSchema>;

export async function fingerprintOf(file: string): Promise<FileFingerprint> {
  const info = await stat(file);
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(Math.min(1024, info.size));
    await handle.read(head, 0, head.length, 0);
    return { size: info.size, mtimeMs: info.mtimeMs, headSha256: createHash('sha256').update(head).digest('hex') };
  } finally {
    await handle.close();
  }
}

export function isSameFile(a: FileFingerprint, b: FileFingerprint): boolean {
  return a.size === b.size && a.mtimeMs === b.mtimeMs && a.headSha256 === b.headSha256;
}

/** The checkpoint in the sidecar file, or null when there is none or it cannot be read. */
export async function readCheckpoint(stateFile: string): Promise<ImportCheckpoint | null> {
  let text: string;
  try {
    text = await readFile(stateFile, 'utf8');
  } catch {
    return null;
  }
  try {
    const parsed = checkpointSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Replaces the sidecar file whole (write, then rename), so a crash never leaves half a checkpoint. */
export async function writeCheckpoint(stateFile: string, checkpoint: ImportCheckpoint): Promise<void> {
  const partial = `${stateFile}.partial`;
  await writeFile(partial, `${JSON.stringify(checkpoint, null, 2)}\n`);
  await rename(partial, stateFile);
}

export async function removeCheckpoint(stateFile: string): Promise<void> {
  await rm(stateFile, { force: true });
}
