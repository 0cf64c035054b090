import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sectionMarkers, writeSection } from './docs-section.ts';

const { start, end } = sectionMarkers('demo');

describe('writeSection', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'leadpilot-write-section-'));
    file = path.join(dir, 'benchmarks.md');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('replaces only the text between the markers, with one line break before the end marker', () => {
    writeFileSync(file, `# Benchmarks\n\n${start}\nold figures\n${end}\n\nAfter.\n`);
    writeSection('demo', '| new | figures |', file);
    expect(readFileSync(file, 'utf8')).toBe(`# Benchmarks\n\n${start}\n| new | figures |\n${end}\n\nAfter.\n`);
    // A section that already ends with a line break reads the same, and writing again changes nothing.
    writeSection('demo', '| new | figures |\n', file);
    expect(readFileSync(file, 'utf8')).toBe(`# Benchmarks\n\n${start}\n| new | figures |\n${end}\n\nAfter.\n`);
  });

  it('refuses a file without the markers when no intro is given, leaving it as it was', () => {
    writeFileSync(file, '# Benchmarks\n');
    expect(() => writeSection('demo', 'figures', file)).toThrow(/no <!-- bench:demo:start/);
    expect(readFileSync(file, 'utf8')).toBe('# Benchmarks\n');
    expect(() => writeSection('demo', 'figures', path.join(dir, 'missing.md'))).toThrow(/ENOENT/);
  });

  it('appends the intro and the markers to a file without them, then writes between them', () => {
    writeFileSync(file, '# Benchmarks\n\nOther section.\n\n');
    writeSection('demo', 'figures\n', file, { intro: '## Demo\n\n' });
    expect(readFileSync(file, 'utf8')).toBe(`# Benchmarks\n\nOther section.\n\n## Demo\n\n${start}\nfigures\n${end}\n`);
  });

  it('starts a missing file from newFile', () => {
    writeSection('demo', 'figures', file, { newFile: `# Benchmarks\n\n${start}\n${end}\n` });
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(`# Benchmarks\n\n${start}\nfigures\n${end}\n`);
  });

  it('adds the intro after the named section, before the next heading, or at the end without that section', () => {
    const before = sectionMarkers('before');
    const text = `# Benchmarks\n\n## Before\n\n${before.start}\nold\n${before.end}\n\n## Next\n\nText.\n`;
    writeFileSync(file, text);
    writeSection('demo', 'figures', file, { intro: '## Demo\n\n', after: 'before' });
    expect(readFileSync(file, 'utf8')).toBe(
      `# Benchmarks\n\n## Before\n\n${before.start}\nold\n${before.end}\n\n## Demo\n\n${start}\nfigures\n${end}\n\n## Next\n\nText.\n`,
    );
    writeFileSync(file, '# Benchmarks\n\n## Next\n');
    writeSection('demo', 'figures', file, { intro: '## Demo\n\n', after: 'before' });
    expect(readFileSync(file, 'utf8')).toBe(`# Benchmarks\n\n## Next\n\n## Demo\n\n${start}\nfigures\n${end}\n`);
  });
});
