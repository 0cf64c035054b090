// The one writer of docs/benchmarks.md's measured sections: each benchmark's figures go between its
// own pair of markers, so a run replaces its figures and leaves the hand-written text around them.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** The comments around a written section of docs/benchmarks.md: `bench:<name>:start` and `bench:<name>:end`. */
export function sectionMarkers(name: string) {
  return { start: `<!-- bench:${name}:start (written by npm run bench) -->`, end: `<!-- bench:${name}:end -->` };
}

/** How `writeSection` finds a section, and what it does with a file, or markers, not there yet. */
export interface SectionOptions {
  /** The file's text when it does not exist yet; without it a missing file is an error. */
  newFile?: string;
  /** Added with the markers when the file lacks them: the heading and text the section sits under. Without it, missing markers are an error. */
  intro?: string;
  /** Add the intro after the section of this name (before the next `## ` heading), not at the end, when that section is there. */
  after?: string;
}

/** `text` with `block` (intro and markers) added at the end, or after the section `after` when there is one. */
function addSection(text: string, block: string, after: string | undefined) {
  const previous = after === undefined ? -1 : text.indexOf(sectionMarkers(after).end);
  const next = previous < 0 ? -1 : text.indexOf('\n## ', previous);
  if (next < 0) return `${text.trimEnd()}\n\n${block}`;
  return `${text.slice(0, next + 1)}${block}\n${text.slice(next + 1)}`;
}

/**
 * Writes `section` between the `sectionMarkers(name)` of docs/benchmarks.md (placed by hand where the
 * section belongs). A section that brings an `intro` adds it and the markers the first time instead,
 * so a fresh checkout or an older file still gets its figures.
 */
export function writeSection(name: string, section: string, file = 'docs/benchmarks.md', options: SectionOptions = {}) {
  const { start, end } = sectionMarkers(name);
  let text = options.newFile !== undefined && !existsSync(file) ? options.newFile : readFileSync(file, 'utf8');
  if (!text.includes(start) || !text.includes(end)) {
    if (options.intro === undefined) throw new Error(`${file} has no ${start} … ${end} markers`);
    text = addSection(text, `${options.intro}${start}\n${end}\n`, options.after);
  }
  const before = text.slice(0, text.indexOf(start) + start.length);
  const rest = text.slice(text.indexOf(end));
  // One line break before the end marker, whether or not the section ends with one.
  writeFileSync(file, `${before}\n${section.trimEnd()}\n${rest}`);
}
