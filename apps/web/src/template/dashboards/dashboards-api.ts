import { templateApi } from '../api/template-api.ts';
import type { AnalyticsDashboardReply, EcommerceDashboardReply } from '../mocks/types.ts';

/** What the two dashboards show beside the card endpoints (the mock layer's own endpoints). */
export const dashboardsApi = templateApi.injectEndpoints({
  endpoints: (build) => ({
    getAnalyticsDashboard: build.query<AnalyticsDashboardReply, void>({ query: () => 'dashboard/analytics/data' }),
    getEcommerceDashboard: build.query<EcommerceDashboardReply, void>({ query: () => 'dashboard/ecommerce/data' }),
  }),
});

export const { useGetAnalyticsDashboardQuery, useGetEcommerceDashboardQuery } = dashboardsApi;
