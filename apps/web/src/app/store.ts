import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { api } from '../api/api-slice.ts';
import { createInitialSessionState, sessionChanged, sessionSlice } from '../session/session-slice.ts';
import { readSession, subscribeToSession, watchOtherTabs } from '../session/session-storage.ts';
import { templateApi } from '../template/api/template-api.ts';

/** The Redux store: the session (user data, mirrored from localStorage) and the RTK Query cache. */
export function createAppStore() {
  const store = configureStore({
    reducer: {
      [sessionSlice.name]: sessionSlice.reducer,
      [api.reducerPath]: api.reducer,
      [templateApi.reducerPath]: templateApi.reducer,
    },
    preloadedState: { session: createInitialSessionState(readSession()?.userData ?? null) },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware, templateApi.middleware),
  });
  setupListeners(store.dispatch);

  subscribeToSession((change) => {
    const previousUserId = store.getState().session.userData?.id ?? null;
    store.dispatch(sessionChanged(change));
    // Another user's (or no user's) session must not see the previous user's cached data.
    if ((change.session?.userData.id ?? null) !== previousUserId) store.dispatch(api.util.resetApiState());
  });
  // The server's render of the public pages (entry-server.tsx) has no other tabs.
  if (typeof window !== 'undefined') watchOtherTabs();
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppState = ReturnType<AppStore['getState']>;
