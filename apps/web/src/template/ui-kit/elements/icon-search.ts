/** "IconArrowUpRight" → "arrow up right", the words a search matches. */
export function iconWords(name: string) {
  return name
    .replace(/^Icon/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
}

/** The icons whose name matches every word of the query (case and spaces ignored). */
export function filterIcons<T>(entries: [string, T][], query: string) {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  return entries.filter(([name]) => {
    const haystack = `${name.toLowerCase()} ${iconWords(name)}`;
    return terms.every((term) => haystack.includes(term));
  });
}
