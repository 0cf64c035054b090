import type { SavedList } from '@leadpilot/contracts';
import { downloadFile } from '../../../api/download-file.ts';

function fileNameOf(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'list'}.csv`;
}

/** Saves the list's members as CSV (revealed contact details only). */
export function exportSavedList(list: Pick<SavedList, 'id' | 'name'>): Promise<boolean> {
  return downloadFile({ path: `v1/lists/${encodeURIComponent(list.id)}/export`, fileName: fileNameOf(list.name) });
}
