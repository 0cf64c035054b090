import { HttpResponse, http } from 'msw';
import { fixture } from '../db.ts';
import type { DatatablesReply, EmployeeRow } from '../types.ts';
import { intParam, matchesText, paginate, queryOf, searchText } from './http-utils.ts';

/** Rows of the data-table demos (spec section 7). */
export const datatableHandlers = [
  http.get('/api/datatables/initial-data', async () =>
    HttpResponse.json<EmployeeRow[]>((await fixture('datatable')).employees),
  ),

  http.get('/api/datatables/data', async ({ request }) => {
    const params = queryOf(request);
    const query = searchText(params);
    const allData = (await fixture('datatable')).employees;
    const filtered = allData.filter((row) =>
      matchesText(query, [row.full_name, row.post, row.email, row.city, row.start_date, row.salary, row.age]),
    );
    return HttpResponse.json<DatatablesReply>({
      allData,
      invoices: paginate(filtered, intParam(params, 'perPage', 10), intParam(params, 'page', 1)),
      total: filtered.length,
    });
  }),
];
