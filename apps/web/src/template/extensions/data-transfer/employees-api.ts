import { templateApi } from '../../api/template-api.ts';
import type { DatatablesInitialReply } from '../../mocks/types.ts';

/** The data-table demo's employees (spec section 7: GET /api/datatables/initial-data), for the export pages. */
export const employeesApi = templateApi.injectEndpoints({
  endpoints: (build) => ({
    getExportEmployees: build.query<DatatablesInitialReply, void>({ query: () => 'api/datatables/initial-data' }),
  }),
});

export const { useGetExportEmployeesQuery } = employeesApi;
