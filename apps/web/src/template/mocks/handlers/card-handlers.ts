import { HttpResponse, http } from 'msw';
import { fixture } from '../db.ts';
import { analyticsCard, analyticsCardNames, statisticsCard, statisticsCardNames } from '../fixtures/card-data.ts';
import type { AnalyticsDashboardReply, EcommerceDashboardReply } from '../types.ts';
import { queryOf } from './http-utils.ts';

/** The 24th of this month (local time), the day the dashboards' app-design and meetup cards show. */
function the24th(): string {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), 24).toISOString();
}

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
  http.get('/dashboard/analytics/data', async () => {
    const data = await fixture('dashboard-analytics');
    return HttpResponse.json<AnalyticsDashboardReply>({ ...data, appDesign: { ...data.appDesign, date: the24th() } });
  }),
  http.get('/dashboard/ecommerce/data', async () => {
    const data = await fixture('dashboard-ecommerce');
    return HttpResponse.json<EcommerceDashboardReply>({ ...data, meetup: { ...data.meetup, date: the24th() } });
  }),
];
