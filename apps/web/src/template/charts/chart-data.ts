/**
 * The chart pages' demo data: fixed figures, the same for every family, so the three pages can be
 * compared side by side and the browser tests see the same charts on every run.
 */

export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export interface NamedSeries {
  name: string;
  data: number[];
}

/** Line chart: monthly revenue against expenses, in thousands of dollars. */
export const balanceSeries: NamedSeries[] = [
  { name: 'Revenue', data: [28, 34, 31, 42, 47, 45, 52, 58, 55, 63, 68, 74] },
  { name: 'Expenses', data: [22, 25, 27, 29, 33, 31, 36, 38, 41, 40, 44, 47] },
];

/** Area chart: visits and sign-ups per month, in hundreds. */
export const trafficSeries: NamedSeries[] = [
  { name: 'Visits', data: [31, 40, 28, 51, 42, 82, 56, 61, 73, 68, 79, 90] },
  { name: 'Sign-ups', data: [11, 18, 15, 22, 24, 35, 30, 33, 39, 36, 44, 52] },
];

/** Bar chart (horizontal): customers by country. */
export const countryCategories = ['United States', 'India', 'Germany', 'Brazil', 'France', 'Japan'];
export const countrySeries: NamedSeries[] = [{ name: 'Customers', data: [690, 540, 470, 430, 380, 310] }];

/** Column chart: deals won and lost per quarter. */
export const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
export const dealSeries: NamedSeries[] = [
  { name: 'Won', data: [44, 55, 57, 61] },
  { name: 'Lost', data: [26, 21, 24, 18] },
];

export interface Point {
  x: number;
  y: number;
}

export interface PointSeries {
  name: string;
  data: Point[];
}

/** Scatter chart: deal size (thousands) against days to close, for two sales teams. */
export const dealSizeSeries: PointSeries[] = [
  {
    name: 'Team North',
    data: [
      { x: 12, y: 18 },
      { x: 18, y: 24 },
      { x: 22, y: 21 },
      { x: 27, y: 35 },
      { x: 31, y: 30 },
      { x: 36, y: 44 },
      { x: 41, y: 39 },
      { x: 47, y: 52 },
    ],
  },
  {
    name: 'Team South',
    data: [
      { x: 9, y: 30 },
      { x: 15, y: 34 },
      { x: 20, y: 41 },
      { x: 26, y: 46 },
      { x: 33, y: 55 },
      { x: 38, y: 51 },
      { x: 44, y: 62 },
      { x: 50, y: 66 },
    ],
  },
];

export interface Slice {
  name: string;
  value: number;
}

/** Pie chart: sessions by device. */
export const deviceSlices: Slice[] = [
  { name: 'Desktop', value: 48 },
  { name: 'Mobile', value: 34 },
  { name: 'Tablet', value: 12 },
  { name: 'Other', value: 6 },
];

/** Donut chart: leads by source. */
export const sourceSlices: Slice[] = [
  { name: 'Search', value: 41 },
  { name: 'Referral', value: 23 },
  { name: 'Social', value: 19 },
  { name: 'Email', value: 17 },
];

/** Radar chart: two plans scored on six qualities, out of 100. */
export const qualities = ['Design', 'Speed', 'Support', 'Price', 'Features', 'Docs'];
export const planSeries: NamedSeries[] = [
  { name: 'Starter', data: [70, 82, 60, 90, 55, 65] },
  { name: 'Growth', data: [85, 74, 88, 62, 90, 80] },
];

/** Radial chart: progress towards this quarter's goals, in percent. */
export const goalSlices: Slice[] = [
  { name: 'Revenue', value: 82 },
  { name: 'Leads', value: 67 },
  { name: 'Meetings', value: 54 },
  { name: 'Renewals', value: 41 },
];

export interface Candle {
  /** Trading day, as an ISO date. */
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
}

// A gentle trend with a fixed wave on top: the same candles on every render and every run.
function candleAt(day: number): Candle {
  const open = 120 + day * 1.2 + Math.round(Math.sin(day * 1.3) * 60) / 10;
  const close = open + Math.round(Math.cos(day * 0.9) * 50) / 10;
  const date = new Date(Date.UTC(2026, 0, 5 + day)).toISOString().slice(0, 10);
  return {
    date,
    open: Number(open.toFixed(1)),
    high: Number((Math.max(open, close) + 2 + (day % 3)).toFixed(1)),
    low: Number((Math.min(open, close) - 2 - (day % 2)).toFixed(1)),
    close: Number(close.toFixed(1)),
  };
}

/** Candlestick chart: a share price over 24 trading days. */
export const shareCandles: Candle[] = Array.from({ length: 24 }, (_, day) => candleAt(day));

export interface Bubble extends Point {
  /** The bubble's size: the account's yearly value, in thousands. */
  z: number;
}

export interface BubbleSeries {
  name: string;
  data: Bubble[];
}

/** Bubble chart: accounts by seats (x), usage hours (y) and yearly value (z), per plan. */
export const accountSeries: BubbleSeries[] = [
  {
    name: 'Starter',
    data: [
      { x: 8, y: 22, z: 12 },
      { x: 14, y: 35, z: 18 },
      { x: 21, y: 28, z: 9 },
      { x: 29, y: 46, z: 24 },
      { x: 35, y: 40, z: 15 },
    ],
  },
  {
    name: 'Growth',
    data: [
      { x: 12, y: 55, z: 30 },
      { x: 24, y: 62, z: 42 },
      { x: 33, y: 71, z: 26 },
      { x: 42, y: 58, z: 48 },
      { x: 50, y: 80, z: 36 },
    ],
  },
];

/** Heatmap: emails opened by weekday and time of day. */
export const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
export const dayParts = ['6am', '9am', '12pm', '3pm', '6pm', '9pm'];
export const openSeries: NamedSeries[] = weekdays.map((day, dayIndex) => ({
  name: day,
  // Weekdays peak mid-morning, weekends stay low: a fixed pattern, not random numbers.
  data: dayParts.map((_, partIndex) => {
    const weekdayWeight = dayIndex < 5 ? 1 : 0.45;
    const hourWeight = [0.3, 1, 0.75, 0.85, 0.6, 0.35][partIndex] ?? 0;
    return Math.round(90 * weekdayWeight * hourWeight + ((dayIndex * 7 + partIndex * 3) % 11));
  }),
}));
