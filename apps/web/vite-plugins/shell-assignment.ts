import path from 'node:path';

/**
 * A part of the app whose pages load together. Its pages are the entries of `pages` and every entry
 * `pagesFrom` modules import lazily, with those entries' own lazy imports, transitively. A page is in
 * the first area that names it.
 */
export type Area = { name: string; pages: string[]; pagesFrom?: string[] };

/**
 * How the build's shells are cut: `app` is what every page loads (its chunks become one); each shell
 * of `shells` takes what its roots load beyond that, one chunk per set of areas whose pages load it.
 */
export type ShellPlan = { app: string[]; shells: Shell[]; areas: Area[] };

/**
 * A shell: what its roots load. With `loadedOnlyBy`, only what no other entry than these loads (a page
 * that shares one small module with the shell would fetch all of it otherwise).
 */
export type Shell = { name: string; roots: string[]; loadedOnlyBy?: string[] };

/** What the assignment needs of a chunk of a build cut by the bundler alone. */
export type PlainChunk = {
  fileName: string;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
  facadeModuleId: string | null;
};

/** A chunk group of the second pass: its name, its modules, and its rank (loaded by more, first). */
export type ShellGroup = { name: string; modules: Set<string>; priority: number };

class ChunkGraph {
  readonly byFile: Map<string, PlainChunk>;
  private readonly chunkOf = new Map<string, PlainChunk>();
  /** The entries that load each chunk (whose static closure holds it). */
  readonly loadersOf = new Map<string, PlainChunk[]>();

  constructor(
    chunks: PlainChunk[],
    private readonly root: string,
  ) {
    this.byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    for (const chunk of chunks) for (const id of chunk.moduleIds) this.chunkOf.set(id, chunk);
    for (const entry of chunks.filter((chunk) => chunk.isEntry || chunk.isDynamicEntry)) {
      for (const file of this.staticClosure([entry])) {
        const loaders = this.loadersOf.get(file) ?? [];
        loaders.push(entry);
        this.loadersOf.set(file, loaders);
      }
    }
  }

  /** The chunk a source file (relative to the root) is in. */
  chunkOfFile(file: string): PlainChunk {
    const chunk = this.chunkOf.get(path.resolve(this.root, file));
    if (!chunk) throw new Error(`shell chunks: ${file} is not in the build: has it moved?`);
    return chunk;
  }

  /**
   * The chunks that load a source file as a page: its chunk, and the entry the bundler made for its
   * lazy import when the module itself went to a chunk it shares.
   */
  pageChunksOfFile(file: string): PlainChunk[] {
    const id = path.resolve(this.root, file);
    return [this.chunkOfFile(file), ...[...this.byFile.values()].filter((chunk) => chunk.facadeModuleId === id)];
  }

  /** These chunks and every chunk they import statically, transitively: what loading them fetches. */
  staticClosure(start: PlainChunk[]): string[] {
    const seen = new Set<string>();
    const pending = [...start];
    while (pending.length > 0) {
      const chunk = pending.pop() as PlainChunk;
      if (seen.has(chunk.fileName)) continue;
      seen.add(chunk.fileName);
      for (const file of chunk.imports) {
        const imported = this.byFile.get(file);
        if (imported) pending.push(imported);
      }
    }
    return [...seen];
  }

  /**
   * The entries these chunks import lazily, and those entries' own lazy imports, transitively. Only
   * an entry's own chunk is followed, not the shared chunks it imports: a shared chunk's lazy import
   * may be any page's.
   */
  lazyDescendants(start: PlainChunk[]): string[] {
    const seen = new Set<string>();
    const pending = start.flatMap((chunk) => chunk.dynamicImports);
    while (pending.length > 0) {
      const file = pending.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      pending.push(...(this.byFile.get(file)?.dynamicImports ?? []));
    }
    return [...seen];
  }
}

/**
 * The chunk groups of the second pass. The first pass's chunks that `app` loads make one group. A
 * chunk a shell's roots load joins a group named after the shell and the areas whose pages load it,
 * so that a page fetches a group only when it would have fetched part of it anyway: a chunk the
 * template's layout shares with the product's pages goes to `shell~product~template`, one only the
 * template loads to `shell~template`. A chunk that a page of no area loads (the sign-in page, say)
 * stays where the bundler put it. The page's entry chunk, and a lazy entry's own module, keep their
 * files. The groups do not take their modules' imports along (the plugin turns that off), so no page
 * loads a group for a module it does not use; and the groups import one another without a cycle: a
 * module's imports are loaded by the same areas or more, so a group only imports groups of more areas
 * or `app`, and a chunk left out for a page of no area imports no group.
 */
export function planShellGroups(chunks: PlainChunk[], plan: ShellPlan, root: string): ShellGroup[] {
  const graph = new ChunkGraph(chunks, root);
  const entryModules = new Set(
    chunks.flatMap((chunk) => (chunk.isEntry ? chunk.moduleIds : chunk.facadeModuleId ? [chunk.facadeModuleId] : [])),
  );
  const areaOf = new Map<string, string>();
  for (const area of plan.areas) {
    const pages = area.pages.flatMap((file) => graph.pageChunksOfFile(file));
    const from = (area.pagesFrom ?? []).flatMap((file) => graph.pageChunksOfFile(file));
    const files = new Set(pages.map((chunk) => chunk.fileName).concat(graph.lazyDescendants(from)));
    // A chunk that only this area's pages load is the area's too: what it imports lazily is a page of it.
    let grown = true;
    while (grown) {
      grown = false;
      for (const [file, loaders] of graph.loadersOf) {
        if (!loaders.every((entry) => files.has(entry.fileName))) continue;
        const chunk = graph.byFile.get(file) as PlainChunk;
        for (const lazy of [...chunk.dynamicImports, ...graph.lazyDescendants([chunk])]) {
          if (files.has(lazy)) continue;
          files.add(lazy);
          grown = true;
        }
      }
    }
    for (const file of files) if (!areaOf.has(file)) areaOf.set(file, area.name);
  }

  // Groups of more areas first (the bundler's order for a module two groups could take; see above).
  const rank = (shellIndex: number, areaCount: number) =>
    areaCount * (plan.shells.length + 1) + plan.shells.length - shellIndex;
  const groupOf = new Map<string, { name: string; priority: number }>();
  const app = { name: 'app', priority: rank(-1, plan.areas.length + 1) };
  for (const file of graph.staticClosure(plan.app.map((name) => graph.chunkOfFile(name)))) groupOf.set(file, app);
  for (const [shellIndex, shell] of plan.shells.entries()) {
    const candidates = new Map<string, { name: string; priority: number }>();
    const owners = shell.loadedOnlyBy?.flatMap((file) => graph.pageChunksOfFile(file).map((chunk) => chunk.fileName));
    const onlyBy = owners ? new Set(owners) : null;
    for (const file of graph.staticClosure(shell.roots.map((root) => graph.chunkOfFile(root)))) {
      if (groupOf.has(file)) continue;
      const loaders = graph.loadersOf.get(file) ?? [];
      if (onlyBy && !loaders.every((entry) => onlyBy.has(entry.fileName))) continue;
      const areas = new Set(loaders.map((entry) => areaOf.get(entry.fileName)));
      if (areas.has(undefined)) continue;
      candidates.set(file, {
        name: [shell.name, ...[...areas].sort()].join('~'),
        priority: rank(shellIndex, areas.size),
      });
    }
    for (const [file, group] of candidates) groupOf.set(file, group);
  }

  const groups = new Map<string, ShellGroup>();
  for (const [file, { name, priority }] of groupOf) {
    const group = groups.get(name) ?? { name, modules: new Set<string>(), priority };
    for (const id of (graph.byFile.get(file) as PlainChunk).moduleIds) if (!entryModules.has(id)) group.modules.add(id);
    groups.set(name, group);
  }
  return [...groups.values()];
}
