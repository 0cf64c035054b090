import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { mockLayerFetch } from './mock-layer.ts';

/** Cache tags of the demo template's data (answered by the mock layer in `../mocks`). */
export const templateApiTags = [
  'Email',
  'Chat',
  'Todo',
  'CalendarEvent',
  'Invoice',
  'Product',
  'Cart',
  'Wishlist',
  'DemoUser',
  'Permission',
  'Bookmark',
] as const;

/**
 * The template's own RTK Query API, beside the product's: it calls the demo paths of the spec
 * (`/apps/...`, `/api/users/...`, `/card/...`) on this origin, answered in the page by the mock
 * layer's handlers (`mock-layer.ts`: the same MSW handlers the mock service worker runs). It sends no
 * product session and shows no product toasts. Each template area injects its endpoints from its own
 * folder.
 */
export const templateApi = createApi({
  reducerPath: 'templateApi',
  baseQuery: fetchBaseQuery({ baseUrl: '/', fetchFn: mockLayerFetch }),
  tagTypes: templateApiTags,
  endpoints: () => ({}),
});
