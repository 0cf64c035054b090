import { templateApi } from '../api/template-api.ts';
import type {
  AnalyticsPeriod,
  AvgSessionsCard,
  CustomersCard,
  GoalOverviewCard,
  ProductOrdersCard,
  RevenueCard,
  RevenueReportCard,
  SessionsDeviceCard,
  StatisticsCard,
  StatisticsCardName,
  SupportTrackerCard,
} from '../mocks/types.ts';

const analytics = (name: string) => `card/card-analytics/${name}`;

/** The analytics and statistics cards' data (spec section 7: /card/card-analytics/*, /card/card-statistics/*). */
export const cardsApi = templateApi.injectEndpoints({
  endpoints: (build) => ({
    getStatisticsCard: build.query<StatisticsCard, StatisticsCardName>({
      query: (name) => `card/card-statistics/${name}`,
    }),
    getSupportTracker: build.query<SupportTrackerCard, void>({ query: () => analytics('support-tracker') }),
    getAvgSessions: build.query<AvgSessionsCard, AnalyticsPeriod>({
      query: (period) => ({ url: analytics('avg-sessions'), params: { period } }),
    }),
    getRevenueReport: build.query<RevenueReportCard, string>({
      query: (year) => ({ url: analytics('revenue-report'), params: { year } }),
    }),
    getGoalOverview: build.query<GoalOverviewCard, void>({ query: () => analytics('goal-overview') }),
    getRevenueCard: build.query<RevenueCard, void>({ query: () => analytics('revenue') }),
    getProductOrders: build.query<ProductOrdersCard, void>({ query: () => analytics('product-orders') }),
    getSessionsDevice: build.query<SessionsDeviceCard, void>({ query: () => analytics('sessions-device') }),
    getCustomers: build.query<CustomersCard, void>({ query: () => analytics('customers') }),
  }),
});

export const {
  useGetStatisticsCardQuery,
  useGetSupportTrackerQuery,
  useGetAvgSessionsQuery,
  useGetRevenueReportQuery,
  useGetGoalOverviewQuery,
  useGetRevenueCardQuery,
  useGetProductOrdersQuery,
  useGetSessionsDeviceQuery,
  useGetCustomersQuery,
} = cardsApi;
