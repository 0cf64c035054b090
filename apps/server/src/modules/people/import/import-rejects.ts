import { appendFile, rm, stat, truncate } from 'node:fs/promises';

/** A row the import refused: the line it starts on, why, and the row as written. */
export interface ImportReject {
  line: number;
  reason: string;
  raw: string;
}

/** One CSV cell, quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const header = 'line,reason,record\n';

/**
 * The rejects file (`line,reason,record`), created on the first reject. On resume it is cut back
 * to its size at the checkpoint, so the rows after it are not listed twice.
 */
export async function openRejectsFile(path: string, keepBytes: number) {
  let size = 0;
  if (keepBytes > 0) {
    try {
      await truncate(path, keepBytes);
      size = (await stat(path)).size;
    } catch {
      size = 0;
    }
  } else {
    await rm(path, { force: true });
  }
  return {
    path,
    bytes: () => size,
    async write(rejects: readonly ImportReject[]) {
      if (rejects.length === 0) return;
      const lines = rejects.map(
        (reject) => `${csvCell(reject.line)},${csvCell(reject.reason)},${csvCell(reject.raw)}\n`,
      );
      const text = `${size === 0 ? header : ''}${lines.join('')}`;
      await appendFile(path, text);
      size += Buffer.byteLength(text);
    },
  };
}
