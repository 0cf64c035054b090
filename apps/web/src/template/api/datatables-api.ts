import type { DatatablesInitialReply, DatatablesParams, DatatablesReply } from '../mocks/types.ts';
import { templateApi } from './template-api.ts';

/** The datatable demos' rows (spec section 7: datatables). */
export const datatablesApi = templateApi.injectEndpoints({
  endpoints: (build) => ({
    getDatatablesInitialData: build.query<DatatablesInitialReply, void>({
      query: () => 'api/datatables/initial-data',
    }),
    getDatatablesData: build.query<DatatablesReply, DatatablesParams>({
      query: ({ q = '', perPage = 10, page = 1 }) => ({ url: 'api/datatables/data', params: { q, perPage, page } }),
    }),
  }),
});

export const { useGetDatatablesInitialDataQuery, useGetDatatablesDataQuery } = datatablesApi;
