import dashboardAnalyticsJson from 'virtual:demo-fixtures/dashboard-analytics';
import dashboardEcommerceJson from 'virtual:demo-fixtures/dashboard-ecommerce';
import { createAccountSettings } from './fixtures/account-data.ts';
import { createDemoAccounts } from './fixtures/auth-data.ts';
import { createCalendarEvents } from './fixtures/calendar-data.ts';
import { createProfileUser } from './fixtures/chat-profile.ts';
import type { FixtureName, Fixtures } from './fixtures/generate.ts';
import { createHelpCategories, createKnowledgeBase } from './fixtures/help-data.ts';
import { createPermissions } from './fixtures/permission-data.ts';
import { fixtureReferenceDate } from './fixtures/reference-date.ts';
import { createSearchPages } from './fixtures/search-pages.ts';

/** The data written out in code (no faker): small, made on first use. */
function createLocalData() {
  return {
    events: createCalendarEvents(),
    permissions: createPermissions(),
    profileUser: createProfileUser(),
    accounts: createDemoAccounts(),
    searchPages: createSearchPages(),
    knowledgeBase: createKnowledgeBase(),
    helpCategories: createHelpCategories(),
    accountSettings: createAccountSettings(),
  };
}

export type LocalData = ReturnType<typeof createLocalData>;

/** A shipped fixture as the handlers use it (the shop's colour options back in a Map). */
export type StoredFixtures = Omit<Fixtures, 'shop'> & {
  shop: Omit<Fixtures['shop'], 'colorOptions'> & { colorOptions: Map<number, string[]> };
};

/**
 * The fixture files the build generates with faker (`fixtures/generate.ts`), one chunk each, loaded
 * when a call first needs them: the analytics dashboard does not download the mailbox. The two
 * dashboards' files (a few KB, the template's first screens) come with the handlers instead, so a
 * dashboard's data waits for no second download. Each module's default export is the file's JSON text.
 */
const fixtureFiles: { [Name in FixtureName]: () => Promise<{ default: string }> } = {
  email: () => import('virtual:demo-fixtures/email'),
  invoice: () => import('virtual:demo-fixtures/invoice'),
  user: () => import('virtual:demo-fixtures/user'),
  shop: () => import('virtual:demo-fixtures/shop'),
  chat: () => import('virtual:demo-fixtures/chat'),
  todo: () => import('virtual:demo-fixtures/todo'),
  search: () => import('virtual:demo-fixtures/search'),
  autocomplete: () => import('virtual:demo-fixtures/autocomplete'),
  datatable: () => import('virtual:demo-fixtures/datatable'),
  blog: () => import('virtual:demo-fixtures/blog'),
  profile: () => import('virtual:demo-fixtures/profile'),
  'dashboard-analytics': () => Promise.resolve({ default: dashboardAnalyticsJson }),
  'dashboard-ecommerce': () => Promise.resolve({ default: dashboardEcommerceJson }),
};

const timestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;
const dayMs = 86_400_000;

/**
 * Reads a fixture file's JSON into fresh objects (the handlers change them in place; the shipped text
 * stays as it is), moving every date by the time between the reference date and now: a value that is
 * exactly an ISO timestamp moves by that time, a YYYY-MM-DD day by as many whole days.
 */
export function parseFixture<T>(json: string, now = Date.now()): T {
  const shift = now - Date.parse(fixtureReferenceDate);
  const dayShift = Math.round(shift / dayMs) * dayMs;
  return JSON.parse(json, (_key, value: unknown) => {
    if (typeof value !== 'string') return value;
    if (timestamp.test(value)) return new Date(Date.parse(value) + shift).toISOString();
    if (isoDay.test(value)) return new Date(Date.parse(value) + dayShift).toISOString().slice(0, 10);
    return value;
  }) as T;
}

/** A shipped fixture file's JSON text, as the build generated it (its chunk loaded on first use). */
export async function loadFixtureText(name: FixtureName): Promise<string> {
  const { default: json } = await fixtureFiles[name]();
  return json;
}

async function loadFixture<Name extends FixtureName>(name: Name): Promise<StoredFixtures[Name]> {
  const fixture = parseFixture<Fixtures[Name]>(await loadFixtureText(name));
  if (name !== 'shop') return fixture as StoredFixtures[Name];
  const shop = fixture as Fixtures['shop'];
  return { ...shop, colorOptions: new Map(shop.colorOptions) } as StoredFixtures[Name];
}

let local: LocalData | null = null;
let fixtures = new Map<FixtureName, Promise<unknown>>();

/**
 * The in-memory demo data written in code, made on first use, then changed in place by the handlers,
 * so an added permission shows up in the next list while the page lives.
 */
export function db(): LocalData {
  local ??= createLocalData();
  return local;
}

/**
 * A generated fixture, loaded on first use and then changed in place by the handlers (a starred email
 * shows up in the next list while the page lives). Every call until a reset shares one copy.
 */
export function fixture<Name extends FixtureName>(name: Name): Promise<StoredFixtures[Name]> {
  let loading = fixtures.get(name) as Promise<StoredFixtures[Name]> | undefined;
  if (!loading) {
    loading = loadFixture(name);
    fixtures.set(name, loading);
    // A failed load (a lost chunk) is tried again on the next call.
    loading.catch(() => fixtures.get(name) === loading && fixtures.delete(name));
  }
  return loading;
}

/** Forgets every change: the next calls start from the shipped data again (used by tests). */
export function resetMockData(): void {
  local = null;
  fixtures = new Map();
}
