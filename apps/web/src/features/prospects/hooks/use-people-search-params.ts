import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { emptySearchState, type PeopleSearchState, readSearchState, writeSearchState } from './people-search-state.ts';

/** The search's filters and sort, kept in the URL so a reload or a shared link shows the same search. */
export function usePeopleSearchParams() {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const state = useMemo(() => readSearchState(new URLSearchParams(query)), [query]);

  const update = useCallback(
    (patch: Partial<PeopleSearchState>) => {
      setParams((current) => writeSearchState({ ...readSearchState(current), ...patch }), { replace: true });
    },
    [setParams],
  );

  /** Clears every filter; the sort stays. */
  const clear = useCallback(() => {
    setParams((current) => writeSearchState({ ...emptySearchState, sort: readSearchState(current).sort }), {
      replace: true,
    });
  }, [setParams]);

  return { state, update, clear };
}
