import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { LazyPage } from '../email/components/lazy-page.tsx';

const TodoApp = lazy(() => import('./components/todo-app.tsx').then((module) => ({ default: module.TodoApp })));

/** The demo to-do list: `/apps/todo`, a filter (`/apps/todo/completed`) or a tag (`/apps/todo/tag/high`). */
export const todoRoutes: RouteObject[] = [
  {
    path: 'apps/todo/*',
    element: (
      <LazyPage>
        <TodoApp />
      </LazyPage>
    ),
  },
];
