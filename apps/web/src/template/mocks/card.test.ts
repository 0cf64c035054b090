import { describe, expect, it } from 'vitest';
import { get, serveMockLayer } from './test-server.ts';
import type {
  AnalyticsDashboardReply,
  AvgSessionsCard,
  EcommerceDashboardReply,
  RevenueReportCard,
  StatisticsCard,
  SupportTrackerCard,
} from './types.ts';

serveMockLayer();

const analyticsFields: Record<string, string[]> = {
  'support-tracker': ['title', 'last_days', 'totalTicket', 'newTicket', 'openTicket', 'responseTime'],
  'avg-sessions': ['sessions', 'last_days', 'growth', 'goal', 'users', 'retention', 'duration'],
  'revenue-report': ['years', 'price', 'budget'],
  'goal-overview': ['completed', 'inProgress'],
  revenue: ['thisMonth', 'lastMonth'],
  'product-orders': ['last_days', 'chart_info'],
  'sessions-device': ['chart_info'],
  customers: ['listData'],
};

const statisticsNames = [
  'orders-bar-chart',
  'profit-line-chart',
  'subscribers',
  'revenue',
  'sales',
  'orders',
  'site-traffic',
  'active-users',
  'newsletter',
];

describe('analytics and statistics cards', () => {
  it('answers the 8 analytics cards with the fields of the spec', async () => {
    for (const [name, fields] of Object.entries(analyticsFields)) {
      const { status, body } = await get<Record<string, unknown>>(`/card/card-analytics/${name}`);
      expect(status, name).toBe(200);
      expect(Object.keys(body), name).toEqual(expect.arrayContaining(fields));
    }
    const tracker = await get<SupportTrackerCard>('/card/card-analytics/support-tracker');
    expect(tracker.body.last_days).toEqual(['Last 28 Days', 'Last Month', 'Last Year']);
    const devices = await get<{ chart_info: Record<string, unknown>[] }>('/card/card-analytics/sessions-device');
    expect(Object.keys(devices.body.chart_info[0] ?? {}).sort()).toEqual([
      'icon',
      'iconColor',
      'name',
      'upDown',
      'usage',
    ]);
    const customers = await get<{ listData: Record<string, unknown>[] }>('/card/card-analytics/customers');
    expect(Object.keys(customers.body.listData[0] ?? {}).sort()).toEqual(['icon', 'iconColor', 'result', 'text']);
    const orders = await get<{ chart_info: Record<string, unknown> }>('/card/card-analytics/product-orders');
    expect(Object.keys(orders.body.chart_info).sort()).toEqual(['finished', 'pending', 'rejected']);
  });

  it('changes the figures with the period and the year', async () => {
    const month = await get<AvgSessionsCard>('/card/card-analytics/avg-sessions?period=Last%20Month');
    const year = await get<AvgSessionsCard>('/card/card-analytics/avg-sessions?period=Last%20Year');
    expect(month.body.sessions).not.toBe(year.body.sessions);
    const report = await get<RevenueReportCard>('/card/card-analytics/revenue-report?year=2019');
    expect(report.body.years).toEqual(['2020', '2019', '2018']);
    const latest = await get<RevenueReportCard>('/card/card-analytics/revenue-report');
    expect(report.body.price).not.toBe(latest.body.price);
  });

  it('answers the 9 statistics cards with named series and analyticsData', async () => {
    for (const name of statisticsNames) {
      const { status, body } = await get<StatisticsCard>(`/card/card-statistics/${name}`);
      expect(status, name).toBe(200);
      expect(body.series[0]?.name, name).toEqual(expect.any(String));
      expect(body.series[0]?.data.length, name).toBeGreaterThan(3);
      expect(body.analyticsData.value, name).toBeGreaterThan(0);
    }
  });

  it('gives the data of both dashboards', async () => {
    const analytics = await get<AnalyticsDashboardReply>('/dashboard/analytics/data');
    expect(analytics.body.timeline.length).toBeGreaterThan(0);
    expect(analytics.body.salesRadar.series).toHaveLength(2);
    const ecommerce = await get<EcommerceDashboardReply>('/dashboard/ecommerce/data');
    expect(ecommerce.body.statistics.map((item) => item.title)).toEqual(['Sales', 'Customers', 'Products', 'Revenue']);
    expect(ecommerce.body.companyTable.length).toBeGreaterThan(0);
    expect(ecommerce.body.browserStates.length).toBeGreaterThan(0);
  });
});
