import { HttpResponse, http } from 'msw';
import { fixture } from '../db.ts';
import { accentColors } from '../fixtures/helpers.ts';
import type { AddUserReply, User, UsersListReply } from '../types.ts';
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
  searchText,
  sortByField,
} from './http-utils.ts';

/** Whether a filter parameter is unset or equals the value. */
function passes(params: URLSearchParams, name: string, value: string): boolean {
  const wanted = params.get(name);
  return !wanted || wanted === value;
}

/** The demo users (spec section 7). */
export const userHandlers = [
  http.get('/api/users/list/all-data', async () => HttpResponse.json<User[]>((await fixture('user')).users)),

  http.get('/api/users/list/data', async ({ request }) => {
    const params = queryOf(request);
    const query = searchText(params);
    const filtered = (await fixture('user')).users.filter(
      (user) =>
        matchesText(query, [user.email, user.fullName, user.billing]) &&
        passes(params, 'role', user.role) &&
        passes(params, 'status', user.status) &&
        passes(params, 'currentPlan', user.currentPlan),
    );
    const sorted = sortByField(
      filtered,
      params.get('sortColumn') || 'fullName',
      params.get('sort') === 'desc' ? 'desc' : 'asc',
    );
    return HttpResponse.json<UsersListReply>({
      users: paginate(sorted, intParam(params, 'perPage', 10), intParam(params, 'page', 1)),
      total: filtered.length,
    });
  }),

  http.get('/api/users/user', async ({ request }) => {
    const user = (await fixture('user')).users.find((item) => item.id === idOf(queryOf(request).get('id')));
    return user ? HttpResponse.json<User>(user) : notFound('User not found');
  }),

  http.post('/apps/users/add-user', async ({ request }) => {
    const fields = (await readBody(request)) as Partial<User>;
    if (!fields.fullName || !fields.email) return badRequest('A user needs a full name and an email');
    const { users } = await fixture('user');
    const id = nextId(users);
    // An accent colour for the initials, picked by id (the same one on every load).
    const user = { avatar: '', avatarColor: accentColors[id % accentColors.length], ...fields, id } as User;
    users.unshift(user);
    return HttpResponse.json<AddUserReply>({ user }, { status: 201 });
  }),

  http.delete('/apps/users/delete', async ({ request }) =>
    removeById((await fixture('user')).users, queryOf(request).get('id'), 'User'),
  ),
];
