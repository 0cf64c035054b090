import type { SearchContactItem, SearchFileItem, SearchGroup, SearchPageItem } from '../mocks/types.ts';

/** Spec section 9: the palette shows at most 4 results per group. */
export const maxResultsPerGroup = 4;

export type SearchResult =
  | { kind: 'page'; key: string; item: SearchPageItem }
  | { kind: 'file'; key: string; item: SearchFileItem }
  | { kind: 'contact'; key: string; item: SearchContactItem };

export interface SearchResultGroup {
  title: SearchGroup['groupTitle'];
  results: SearchResult[];
}

function matches(needle: string, ...fields: string[]) {
  return fields.some((field) => field.toLowerCase().includes(needle));
}

function resultsOf(group: SearchGroup, needle: string): SearchResult[] {
  switch (group.groupTitle) {
    case 'Pages':
      return group.data
        .filter((page) => matches(needle, page.title))
        .map((page) => ({ kind: 'page', key: `page-${page.id}`, item: page }));
    case 'Files':
      return group.data
        .filter((file) => matches(needle, file.title, file.by))
        .map((file) => ({ kind: 'file', key: `file-${file.title}`, item: file }));
    case 'Contacts':
      return group.data
        .filter((contact) => matches(needle, contact.title, contact.email))
        .map((contact) => ({ kind: 'contact', key: `contact-${contact.email}`, item: contact }));
  }
}

/**
 * The groups' entries matching the query (case-insensitive; pages by title, files by title or
 * author, contacts by name or e-mail), each group cut to its limit and to 4, empty groups left out.
 */
export function filterSearchGroups(groups: SearchGroup[], query: string): SearchResultGroup[] {
  const needle = query.trim().toLowerCase();
  return groups
    .map((group) => ({
      title: group.groupTitle,
      results: resultsOf(group, needle).slice(0, Math.min(group.searchLimit, maxResultsPerGroup)),
    }))
    .filter((group) => group.results.length > 0);
}
