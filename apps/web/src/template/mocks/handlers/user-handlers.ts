import { HttpResponse, http } from 'msw';
import { db } from '../db.ts';
import { accentColors, faker } from '../fixtures/faker.ts';
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
  http.get('/api/users/list/all-data', () => HttpResponse.json<User[]>(db().users)),

  http.get('/api/users/list/data', ({ request }) => {
    const params = queryOf(request);
    const query = searchText(params);
    const filtered = db().users.filter(
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

  http.get('/api/users/user', ({ request }) => {
    const user = db().users.find((item) => item.id === idOf(queryOf(request).get('id')));
    return user ? HttpResponse.json<User>(user) : notFound('User not found');
  }),

  http.post('/apps/users/add-user', async ({ request }) => {
    const fields = (await readBody(request)) as Partial<User>;
    if (!fields.fullName || !fields.email) return badRequest('A user needs a full name and an email');
    const user = {
      avatar: '',
      avatarColor: faker.helpers.arrayElement(accentColors),
      ...fields,
      id: nextId(db().users),
    } as User;
    db().users.unshift(user);
    return HttpResponse.json<AddUserReply>({ user }, { status: 201 });
  }),

  http.delete('/apps/users/delete', ({ request }) => removeById(db().users, queryOf(request).get('id'), 'User')),
];
