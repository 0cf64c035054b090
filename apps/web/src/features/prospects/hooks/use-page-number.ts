import { useSearchParams } from 'react-router';

/** The URL parameter holding the page of the results (1 is left out). */
export const pageParam = 'page';

/**
 * The page of the results, kept in the URL, so opening a person and pressing back shows the same
 * page. Changing the filters or sort writes a new query without it (use-people-search-params.ts),
 * which starts again at the first page.
 */
export function usePageNumber() {
  const [params, setParams] = useSearchParams();
  const written = Number(params.get(pageParam));
  const pageNumber = Number.isInteger(written) && written >= 1 ? written : 1;
  const goTo = (page: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (page <= 1) updated.delete(pageParam);
        else updated.set(pageParam, String(page));
        return updated;
      },
      { replace: true },
    );
  return { pageNumber, goTo };
}
