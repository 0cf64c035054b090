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
] as const;

/** The one RTK Query API; each feature injects its endpoints from its own `api/` folder. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: httpBaseQuery,
  tagTypes: apiTags,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
