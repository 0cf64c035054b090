/** Permissions (spec sections 3, 6 and 7). */

export type PermissionRole = 'administrator' | 'manager' | 'user' | 'support' | 'restricted-user';

export interface Permission {
  id: number;
  name: string;
  assignedTo: PermissionRole[];
  /** Text: day, month, year, time — e.g. '14 Apr 2021, 8:43 PM'. */
  createdDate: string;
}

/** GET /apps/permissions/data?q&perPage=10&page=1&assignedTo */
export interface PermissionsParams {
  q: string;
  perPage: number;
  page: number;
  assignedTo: PermissionRole | '';
}
export interface PermissionsReply {
  /** The parameters applied, defaults filled in. */
  params: PermissionsParams;
  allData: Permission[];
  total: number;
  permissions: Permission[];
}

/** POST /apps/permissions/add-permission — 201 PermissionReply; next id, assigned to administrator, put first. */
export interface AddPermissionRequest {
  permission: { name: string };
}
/** POST /apps/permissions/update-permission — 201 PermissionReply, or 404. */
export interface UpdatePermissionRequest {
  id: number;
  name: string;
}
export interface PermissionReply {
  permission: Permission;
}
/** DELETE /apps/permissions/delete?id — 200 RemovedReply, or 404. */
