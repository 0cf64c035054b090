import type { NamedSeries } from './cards.ts';
import type { ColorName, IconName } from './common.ts';

/** The two dashboards' other data (own design). */

export interface TimelineItem {
  title: string;
  content: string;
  meta: string;
  color: ColorName;
}

/** GET /dashboard/analytics/data — what the analytics dashboard shows beside the cards. */
export interface AnalyticsDashboardReply {
  congratulations: { name: string; growth: number };
  timeline: TimelineItem[];
  salesRadar: { categories: string[]; series: NamedSeries[] };
  appDesign: {
    title: string;
    subtitle: string;
    date: string;
    teamMembers: { avatar: string; fullName: string; avatarColor: ColorName }[];
    budget: number;
    cost: number;
  };
}

/** GET /dashboard/ecommerce/data — what the e-commerce dashboard shows beside the cards. */
export interface EcommerceDashboardReply {
  congratulations: { name: string; saleToday: number; percent: number };
  statistics: { title: string; value: number; icon: IconName; color: ColorName }[];
  earnings: { total: number; growth: number; series: NamedSeries[]; labels: string[] };
  browserStates: { browser: string; icon: IconName; percent: number; color: ColorName }[];
  transactions: { title: string; subtitle: string; amount: number; icon: IconName; color: ColorName }[];
  companyTable: {
    img: string;
    name: string;
    email: string;
    icon: IconName;
    category: string;
    views: number;
    time: string;
    revenue: number;
    sales: number;
    salesUp: boolean;
  }[];
  meetup: {
    title: string;
    subtitle: string;
    date: string;
    time: string;
    location: string;
    avatars: { avatar: string; fullName: string; avatarColor: ColorName }[];
  };
}
