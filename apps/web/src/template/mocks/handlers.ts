import { authHandlers } from './handlers/auth-handlers.ts';
import { calendarHandlers } from './handlers/calendar-handlers.ts';
import { cardHandlers } from './handlers/card-handlers.ts';
import { chatHandlers } from './handlers/chat-handlers.ts';
import { datatableHandlers } from './handlers/datatable-handlers.ts';
import { emailHandlers } from './handlers/email-handlers.ts';
import { helpHandlers } from './handlers/help-handlers.ts';
import { invoiceHandlers } from './handlers/invoice-handlers.ts';
import { pageHandlers } from './handlers/page-handlers.ts';
import { permissionHandlers } from './handlers/permission-handlers.ts';
import { searchHandlers } from './handlers/search-handlers.ts';
import { shopHandlers } from './handlers/shop-handlers.ts';
import { todoHandlers } from './handlers/todo-handlers.ts';
import { userHandlers } from './handlers/user-handlers.ts';

/**
 * Every handler of the demo template's mock layer. All paths are relative to the page's origin and
 * none lies under the product's /api/v1, /api/health or /api/docs (a test checks it).
 */
export const handlers = [
  ...emailHandlers,
  ...chatHandlers,
  ...todoHandlers,
  ...calendarHandlers,
  ...invoiceHandlers,
  ...userHandlers,
  ...shopHandlers,
  ...permissionHandlers,
  ...searchHandlers,
  ...helpHandlers,
  ...pageHandlers,
  ...datatableHandlers,
  ...cardHandlers,
  ...authHandlers,
];
