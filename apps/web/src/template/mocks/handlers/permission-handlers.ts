import { HttpResponse, http } from 'msw';
import { db } from '../db.ts';
import { formatCreatedDate } from '../fixtures/permission-data.ts';
import type { Permission, PermissionReply, PermissionRole, PermissionsReply } from '../types.ts';
import {
  badRequest,
  idOf,
  intParam,
  matchesText,
  nextId,
  notFound,
  paginate,
  queryOf,
  readBody,
  removeById,
} from './http-utils.ts';

/** The permission's name from `{ permission: { name } }` (or a bare `{ name }`). */
function nameOf(body: Record<string, unknown>): string {
  const source = typeof body.permission === 'object' && body.permission !== null ? body.permission : body;
  const { name } = source as { name?: unknown };
  return typeof name === 'string' ? name.trim() : '';
}

/** The permissions list (spec section 7). */
export const permissionHandlers = [
  http.get('/apps/permissions/data', ({ request }) => {
    const search = queryOf(request);
    const params = {
      q: search.get('q') ?? '',
      perPage: intParam(search, 'perPage', 10),
      page: intParam(search, 'page', 1),
      assignedTo: (search.get('assignedTo') ?? '') as PermissionRole | '',
    };
    const query = params.q.trim().toLowerCase();
    const allData = db().permissions;
    const filtered = allData.filter(
      (permission) =>
        matchesText(query, [permission.name, permission.createdDate]) &&
        (!params.assignedTo || permission.assignedTo.includes(params.assignedTo)),
    );
    return HttpResponse.json<PermissionsReply>({
      params,
      allData,
      total: filtered.length,
      permissions: paginate(filtered, params.perPage, params.page),
    });
  }),

  http.post('/apps/permissions/add-permission', async ({ request }) => {
    const name = nameOf(await readBody(request));
    if (!name) return badRequest('A permission needs a name');
    const permission: Permission = {
      id: nextId(db().permissions),
      name,
      assignedTo: ['administrator'],
      createdDate: formatCreatedDate(new Date()),
    };
    db().permissions.unshift(permission);
    return HttpResponse.json<PermissionReply>({ permission }, { status: 201 });
  }),

  http.post('/apps/permissions/update-permission', async ({ request }) => {
    const body = await readBody(request);
    const permission = db().permissions.find((item) => item.id === idOf(body.id));
    if (!permission) return notFound('Permission not found');
    const name = nameOf(body);
    if (!name) return badRequest('A permission needs a name');
    permission.name = name;
    return HttpResponse.json<PermissionReply>({ permission }, { status: 201 });
  }),

  http.delete('/apps/permissions/delete', ({ request }) =>
    removeById(db().permissions, queryOf(request).get('id'), 'Permission'),
  ),
];
