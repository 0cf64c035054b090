import type { CardQueryState } from '../../../cards/card-frame.tsx';

/** The state of a card whose content ships with the page: never loading, never failing. */
export const staticCardState: CardQueryState = { isLoading: false, isError: false, refetch: () => undefined };
