import type { IconName } from './common.ts';

/** Command-palette search, bookmarks and auto-complete (spec sections 3 and 7). */

export interface SearchPageItem {
  id: number;
  target: string;
  isBookmarked: boolean;
  title: string;
  icon: IconName;
  link: string;
  collapsed?: boolean;
}

export interface SearchFileItem {
  title: string;
  by: string;
  size: string;
  /** File kind: 'pdf', 'doc', 'xls', 'jpg', 'txt', 'zip'. */
  file: string;
}

export interface SearchContactItem {
  title: string;
  email: string;
  img: string;
  date: string;
}

export type SearchGroup =
  | { groupTitle: 'Pages'; searchLimit: number; data: SearchPageItem[] }
  | { groupTitle: 'Files'; searchLimit: number; data: SearchFileItem[] }
  | { groupTitle: 'Contacts'; searchLimit: number; data: SearchContactItem[] };

/** GET /api/main-search/data — groups Pages, Files, Contacts in this order; searchLimit is 4. */
export interface MainSearchReply {
  searchArr: SearchGroup[];
}

/** GET /api/bookmarks/data — suggestions: every page; bookmarks: the bookmarked ones. */
export interface BookmarksReply {
  suggestions: SearchPageItem[];
  bookmarks: SearchPageItem[];
}

/** POST /api/bookmarks/update — flips isBookmarked; 200 with the page, or 404. */
export interface UpdateBookmarkRequest {
  id: number;
}
export interface UpdateBookmarkReply {
  bookmark: SearchPageItem;
}

export interface AutocompleteItem {
  title: string;
  rank: number;
  id: number;
}

/** GET /api/autocomplete/data — exactly 100 titles, rank 1 to 100. */
export interface AutocompleteReply {
  autoComplete: AutocompleteItem[];
}
