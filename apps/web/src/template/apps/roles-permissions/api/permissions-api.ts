import { templateApi } from '../../../api/template-api.ts';
import type {
  AddPermissionRequest,
  PermissionReply,
  PermissionsParams,
  PermissionsReply,
  RemovedReply,
  UpdatePermissionRequest,
} from '../../../mocks/types.ts';

const listTag = { type: 'Permission', id: 'LIST' } as const;

/** The demo permission calls of spec section 7. */
export const permissionsApi = templateApi.injectEndpoints({
  endpoints: (build) => ({
    getPermissions: build.query<PermissionsReply, PermissionsParams>({
      query: (params) => ({ url: 'apps/permissions/data', params }),
      providesTags: [listTag],
    }),
    addPermission: build.mutation<PermissionReply, AddPermissionRequest>({
      query: (body) => ({ url: 'apps/permissions/add-permission', method: 'POST', body }),
      invalidatesTags: [listTag],
    }),
    updatePermission: build.mutation<PermissionReply, UpdatePermissionRequest>({
      query: (body) => ({ url: 'apps/permissions/update-permission', method: 'POST', body }),
      invalidatesTags: [listTag],
    }),
    deletePermission: build.mutation<RemovedReply, number>({
      query: (id) => ({ url: 'apps/permissions/delete', method: 'DELETE', params: { id } }),
      invalidatesTags: [listTag],
    }),
  }),
});

export const {
  useGetPermissionsQuery,
  useAddPermissionMutation,
  useUpdatePermissionMutation,
  useDeletePermissionMutation,
} = permissionsApi;
