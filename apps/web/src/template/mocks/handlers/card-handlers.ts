import { HttpResponse, http } from 'msw';
import { analyticsCard, analyticsCardNames, statisticsCard, statisticsCardNames } from '../fixtures/card-data.ts';
import { createAnalyticsDashboard, createEcommerceDashboard } from '../fixtures/dashboard-data.ts';
import type { AnalyticsDashboardReply, EcommerceDashboardReply } from '../types.ts';
import { queryOf } from './http-utils.ts';

/** The 17 card endpoints (spec section 7) and the two dashboards' other data (own design). */
export const cardHandlers = [
  ...analyticsCardNames.map((name) =>
    http.get(`/card/card-analytics/${name}`, ({ request }) => {
      const params = queryOf(request);
      return HttpResponse.json(analyticsCard(name, params.get('period') ?? params.get('year')));
    }),
  ),
  ...statisticsCardNames.map((name) =>
    http.get(`/card/card-statistics/${name}`, () => HttpResponse.json(statisticsCard(name))),
  ),
  http.get('/dashboard/analytics/data', () => HttpResponse.json<AnalyticsDashboardReply>(createAnalyticsDashboard())),
  http.get('/dashboard/ecommerce/data', () => HttpResponse.json<EcommerceDashboardReply>(createEcommerceDashboard())),
];
