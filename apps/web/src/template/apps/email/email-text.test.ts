import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { emailPreview, formatEmailTime, formatFileSize } from './email-text.ts';

describe('the email list text', () => {
  it('shows an email’s HTML as one line of plain text', () => {
    expect(emailPreview('<p>Hello&nbsp;<b>Ann</b>,</p>\n<p>  see you</p>')).toBe('Hello Ann , see you');
  });

  it('shows today’s mail by the hour and older mail by the day', () => {
    const now = dayjs('2026-05-14T15:00:00');
    expect(formatEmailTime('2026-05-14T09:05:00', now)).toBe('9:05 AM');
    expect(formatEmailTime('2026-02-03T09:05:00', now)).toBe('Feb 3');
    expect(formatEmailTime('2025-12-24T09:05:00', now)).toBe('Dec 24, 2025');
  });

  it('shows a file size in bytes, kilobytes or megabytes', () => {
    expect(formatFileSize(500)).toBe('500 B');
    expect(formatFileSize(2048)).toBe('2 KB');
    expect(formatFileSize(5 * 1024 * 1024 + 300_000)).toBe('5.3 MB');
  });
});
