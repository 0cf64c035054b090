import type { ColorName, IconName } from './common.ts';

/** Analytics and statistics cards (spec sections 3 and 7). */

export type AnalyticsPeriod = 'Last 28 Days' | 'Last Month' | 'Last Year';

/** GET /card/card-analytics/support-tracker */
export interface SupportTrackerCard {
  title: string;
  last_days: AnalyticsPeriod[];
  totalTicket: number;
  newTicket: number;
  openTicket: number;
  /** Days. */
  responseTime: number;
  /** Own addition: share of tickets completed, for the radial chart. */
  completedPercent: number;
}

/** GET /card/card-analytics/avg-sessions?period — period (an AnalyticsPeriod) changes the figures. */
export interface AvgSessionsCard {
  sessions: number;
  last_days: AnalyticsPeriod[];
  /** Percent change, e.g. 5.2 or -1.3. */
  growth: number;
  goal: number;
  users: number;
  /** Percent. */
  retention: number;
  /** Years. */
  duration: number;
  /** Own addition: sessions per day of the week, for the bar chart. */
  series: NamedSeries[];
}

/** GET /card/card-analytics/revenue-report?year — year (one of `years`) changes the figures. */
export interface RevenueReportCard {
  years: string[];
  price: number;
  budget: number;
  /** Own addition: Earning and Expense per month (Jan to Sep), and the budget line. */
  series: NamedSeries[];
  budgetSeries: NamedSeries[];
}

/** GET /card/card-analytics/goal-overview */
export interface GoalOverviewCard {
  completed: number;
  inProgress: number;
}

/** GET /card/card-analytics/revenue */
export interface RevenueCard {
  thisMonth: number;
  lastMonth: number;
  /** Own addition: 'This Month' and 'Last Month' day series. */
  series: NamedSeries[];
}

/** GET /card/card-analytics/product-orders */
export interface ProductOrdersCard {
  last_days: AnalyticsPeriod[];
  chart_info: { finished: number; pending: number; rejected: number };
}

export interface SessionDevice {
  name: string;
  icon: IconName;
  iconColor: ColorName;
  /** Percent. */
  usage: number;
  /** Percent change. */
  upDown: number;
}

/** GET /card/card-analytics/sessions-device */
export interface SessionsDeviceCard {
  last_days: AnalyticsPeriod[];
  chart_info: SessionDevice[];
}

/** GET /card/card-analytics/customers */
export interface CustomersCard {
  last_days: AnalyticsPeriod[];
  listData: { text: string; result: number; icon: IconName; iconColor: ColorName }[];
}

export interface NamedSeries {
  name: string;
  data: number[];
}

/**
 * GET /card/card-statistics/{orders-bar-chart, profit-line-chart, subscribers, revenue, sales, orders,
 * site-traffic, active-users, newsletter} — every one has this shape.
 */
export interface StatisticsCard {
  title: string;
  series: NamedSeries[];
  analyticsData: {
    /** The headline figure (a count, an amount, or a percent for sales). */
    value: number;
    /** Percent change against the previous period. */
    growth: number;
  };
}

export type StatisticsCardName =
  | 'orders-bar-chart'
  | 'profit-line-chart'
  | 'subscribers'
  | 'revenue'
  | 'sales'
  | 'orders'
  | 'site-traffic'
  | 'active-users'
  | 'newsletter';

export type AnalyticsCardName =
  | 'support-tracker'
  | 'avg-sessions'
  | 'revenue-report'
  | 'goal-overview'
  | 'revenue'
  | 'product-orders'
  | 'sessions-device'
  | 'customers';

/** The reply of each /card/card-analytics/{name}. */
export interface AnalyticsCards {
  'support-tracker': SupportTrackerCard;
  'avg-sessions': AvgSessionsCard;
  'revenue-report': RevenueReportCard;
  'goal-overview': GoalOverviewCard;
  revenue: RevenueCard;
  'product-orders': ProductOrdersCard;
  'sessions-device': SessionsDeviceCard;
  customers: CustomersCard;
}
