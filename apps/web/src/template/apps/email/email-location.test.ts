import { describe, expect, it } from 'vitest';
import { emailListQuery, emailLocationPath, parseEmailLocation } from './email-location.ts';

describe('the mailbox location in the address', () => {
  it('is the inbox when the path is empty or unknown', () => {
    expect(parseEmailLocation(undefined)).toEqual({ kind: 'folder', folder: 'inbox' });
    expect(parseEmailLocation('')).toEqual({ kind: 'folder', folder: 'inbox' });
    expect(parseEmailLocation('archive')).toEqual({ kind: 'folder', folder: 'inbox' });
    expect(parseEmailLocation('label/unknown')).toEqual({ kind: 'folder', folder: 'inbox' });
  });

  it('reads a folder and a label and writes them back to the same path', () => {
    for (const path of ['spam', 'starred', 'trash', 'label/company', 'label/private']) {
      expect(emailLocationPath(parseEmailLocation(path))).toBe(`/apps/email/${path}`);
    }
  });

  it('asks the list for a folder or a label, with the search', () => {
    expect(emailListQuery(parseEmailLocation('sent'), 'ann')).toEqual({ q: 'ann', folder: 'sent' });
    expect(emailListQuery(parseEmailLocation('label/important'), '')).toEqual({ q: '', label: 'important' });
  });
});
