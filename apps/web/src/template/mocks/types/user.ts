import type { ColorName } from './common.ts';

/** Demo users (spec sections 3 and 7). */

export type UserBilling = 'Manual - Credit Card' | 'Manual - Paypal' | 'Manual - Cash' | 'Auto Debit';
export type UserRole = 'admin' | 'editor' | 'author' | 'maintainer' | 'subscriber';
export type UserPlan = 'basic' | 'team' | 'company' | 'enterprise';
export type UserStatus = 'active' | 'inactive' | 'pending';

export interface User {
  id: number;
  billing: UserBilling;
  fullName: string;
  company: string;
  role: UserRole;
  username: string;
  country: string;
  contact: string;
  email: string;
  currentPlan: UserPlan;
  status: UserStatus;
  avatar: string;
  avatarColor: ColorName;
}

/** GET /api/users/list/all-data */
export type UsersAllDataReply = User[];

/** GET /api/users/list/data?q&page=1&perPage=10&role&status&currentPlan&sort=asc|desc&sortColumn=fullName */
export interface UsersListParams {
  q?: string;
  page?: number;
  perPage?: number;
  role?: UserRole | '';
  status?: UserStatus | '';
  currentPlan?: UserPlan | '';
  sort?: 'asc' | 'desc';
  sortColumn?: keyof User;
}
export interface UsersListReply {
  users: User[];
  total: number;
}

/** GET /api/users/user?id — the User, or 404. */
export type UserReply = User;

/** POST /apps/users/add-user — body: the user's fields; 201 with the user and a new id (put first). */
export type AddUserRequest = Omit<User, 'id' | 'avatar' | 'avatarColor'> &
  Partial<Pick<User, 'avatar' | 'avatarColor'>>;
export interface AddUserReply {
  user: User;
}
/** DELETE /apps/users/delete?id — 200 RemovedReply, or 404. */
