import { templateApi } from '../../../api/template-api.ts';
import type {
  AddUserReply,
  AddUserRequest,
  RemovedReply,
  UserReply,
  UsersAllDataReply,
  UsersListParams,
  UsersListReply,
} from '../../../mocks/types.ts';

/** The demo user calls of spec section 7. */
export const usersApi = templateApi.injectEndpoints({
  endpoints: (build) => ({
    getAllUsers: build.query<UsersAllDataReply, void>({
      query: () => 'api/users/list/all-data',
      providesTags: [{ type: 'DemoUser', id: 'LIST' }],
    }),
    getUsers: build.query<UsersListReply, UsersListParams>({
      query: (params) => ({ url: 'api/users/list/data', params }),
      providesTags: [{ type: 'DemoUser', id: 'LIST' }],
    }),
    getUser: build.query<UserReply, number>({
      query: (id) => ({ url: 'api/users/user', params: { id } }),
      providesTags: (_reply, _error, id) => [{ type: 'DemoUser', id }],
    }),
    addUser: build.mutation<AddUserReply, AddUserRequest>({
      query: (user) => ({ url: 'apps/users/add-user', method: 'POST', body: user }),
      invalidatesTags: [{ type: 'DemoUser', id: 'LIST' }],
    }),
    deleteUser: build.mutation<RemovedReply, number>({
      query: (id) => ({ url: 'apps/users/delete', method: 'DELETE', params: { id } }),
      invalidatesTags: (_reply, _error, id) => [
        { type: 'DemoUser', id: 'LIST' },
        { type: 'DemoUser', id },
      ],
    }),
  }),
});

export const { useGetAllUsersQuery, useGetUsersQuery, useGetUserQuery, useAddUserMutation, useDeleteUserMutation } =
  usersApi;
