import type { InvoicesParams } from '../../mocks/types.ts';

/** The list's opening query (newest first, page 1 of 10), shared so its cache serves the redirects and the add page. */
export const firstPageParams: InvoicesParams = {
  q: '',
  perPage: 10,
  page: 1,
  status: '',
  sort: 'desc',
  sortColumn: 'id',
};
