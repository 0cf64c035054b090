import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { LazyPage } from '../email/components/lazy-page.tsx';

const ChatApp = lazy(() => import('./components/chat-app.tsx').then((module) => ({ default: module.ChatApp })));

/** The demo chat, `/apps/chat` (the open conversation is `?contact=` in the address). */
export const chatRoutes: RouteObject[] = [
  {
    path: 'apps/chat',
    element: (
      <LazyPage>
        <ChatApp />
      </LazyPage>
    ),
  },
];
