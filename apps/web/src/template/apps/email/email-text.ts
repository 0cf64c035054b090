import dayjs from 'dayjs';

/** The plain text of an email's HTML, for the one-line preview in the list. */
export function emailPreview(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The list's time: the hour for today's mail, the day otherwise, the year only when it differs. */
export function formatEmailTime(time: string, now = dayjs()): string {
  const date = dayjs(time);
  if (date.isSame(now, 'day')) return date.format('h:mm A');
  return date.isSame(now, 'year') ? date.format('MMM D') : date.format('MMM D, YYYY');
}

/** A file's size for people: 2.4 MB, 820 KB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
