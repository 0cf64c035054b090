import { createAccountSettings } from './fixtures/account-data.ts';
import { createDemoAccounts } from './fixtures/auth-data.ts';
import { createBlog } from './fixtures/blog-data.ts';
import { createCalendarEvents } from './fixtures/calendar-data.ts';
import { createChatData, createProfileUser } from './fixtures/chat-data.ts';
import { createEmployees } from './fixtures/datatable-data.ts';
import { createEmails } from './fixtures/email-data.ts';
import { createHelpCategories, createKnowledgeBase } from './fixtures/help-data.ts';
import { createInvoices } from './fixtures/invoice-data.ts';
import { createPermissions } from './fixtures/permission-data.ts';
import { createAutocomplete, createSearchGroups, createSearchPages } from './fixtures/search-data.ts';
import { createBasket, createProducts } from './fixtures/shop-data.ts';
import { createTasks } from './fixtures/todo-data.ts';
import { createUsers } from './fixtures/user-data.ts';

/** The data the demo calls change; everything else is generated on each call. */
function createMockData() {
  const { products, colorOptions } = createProducts();
  const { wishlist, cart } = createBasket();
  const { contacts, chats } = createChatData();
  const searchPages = createSearchPages();
  return {
    emails: createEmails(),
    invoices: createInvoices(),
    events: createCalendarEvents(),
    users: createUsers(),
    products,
    colorOptions,
    wishlist,
    cart,
    permissions: createPermissions(),
    contacts,
    chats,
    profileUser: createProfileUser(),
    tasks: createTasks(),
    accounts: createDemoAccounts(),
    searchPages,
    searchGroups: createSearchGroups(searchPages),
    autocomplete: createAutocomplete(),
    employees: createEmployees(),
    blog: createBlog(),
    knowledgeBase: createKnowledgeBase(),
    helpCategories: createHelpCategories(),
    accountSettings: createAccountSettings(),
  };
}

export type MockData = ReturnType<typeof createMockData>;

let data: MockData | null = null;

/**
 * The in-memory demo data: generated from fixed seeds on first use, then changed in place by the
 * handlers, so an added permission or a starred email shows up in the next list while the page lives.
 */
export function db(): MockData {
  data ??= createMockData();
  return data;
}

/** Forgets every change: the next call starts from freshly generated data (used by tests). */
export function resetMockData(): void {
  data = null;
}
