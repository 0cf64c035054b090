/**
 * Types of the demo template's data: the demo entities of spec section 3 and the replies of the
 * demo calls of spec section 7, plus the mock layer's own endpoints (chat, to-do, demo auth,
 * dashboards; see README.md). Dates are ISO 8601 strings unless a field says otherwise.
 * Images are `data:` URIs (the template works offline); an empty avatar means "show initials".
 */

export type * from './types/auth.ts';
export type * from './types/calendar.ts';
export type * from './types/cards.ts';
export type * from './types/chat.ts';
export type * from './types/common.ts';
export type * from './types/content.ts';
export type * from './types/dashboards.ts';
export type * from './types/email.ts';
export type * from './types/invoice.ts';
export type * from './types/permission.ts';
export type * from './types/search.ts';
export type * from './types/shop.ts';
export type * from './types/todo.ts';
export type * from './types/user.ts';
