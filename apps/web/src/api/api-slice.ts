import { createApi } from '@reduxjs/toolkit/query/react';
import { httpBaseQuery } from './base-query.ts';

/** Cache tags shared by the features' endpoints. */
export const apiTags = [
  'Organisation',
  'Profile',
  'Team',
  'SandboxMessage',
  'AdminOrganisation',
  'Credits',
  'Invoice',
  'Allowance',
  'Person',
  'SavedList',
  'ScheduledJob',
  'Recording',
  // The member's extension sign-ins: a password change (profile) ends them as well as their own list's revoke.
  'ExtensionSignIn',
] as const;

/** The one RTK Query API; each feature injects its endpoints from its own `api/` folder. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: httpBaseQuery,
  tagTypes: apiTags,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
