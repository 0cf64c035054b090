import type { BookingPage, OidcProvider } from '@leadpilot/contracts';
import './app/server-globals.ts';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { api } from './api/api-slice.ts';
import { AppRoot } from './app/app-root.tsx';
import { routes } from './app/router.tsx';
import { type AppStore, createAppStore } from './app/store.ts';
import { seedBookingPage } from './features/meetings/api/booking-page-api.ts';
import { seedSignInProviders } from './shared/auth/get-sign-in-providers.ts';

/**
 * The server side of the public pages (docs/public-pages.md): renders one address of the route table
 * inside the same providers as the browser (app-root.tsx) and answers the markup of #root, with every
 * lazy page loaded (react-dom/static waits for them). Built by `vite build --ssr` into dist-ssr/ and
 * run by scripts/prerender.mjs after the browser build.
 */
export async function renderPage(address: string, { signInProviders = [] as OidcProvider[] } = {}): Promise<string> {
  // The sign-in buttons the page shows: the server answers the variant for the providers it offers.
  return render(address, (store) => seedSignInProviders(store.dispatch, signInProviders));
}

/**
 * A public booking page (`/book/{slug}`, `?at=` kept) with its data, rendered by the server for each
 * request (apps/server/src/platform/booking-page-render.ts): the page's data goes in the cache first,
 * so the page renders with it, and the browser puts the same data in its cache before it hydrates.
 * After the first render, every lazy part is loaded: one pass does.
 */
export async function renderBookingPage(address: string, page: BookingPage): Promise<string> {
  return render(address, (store) => seedBookingPage(store.dispatch, page), { onePass: true });
}

async function render(address: string, seed: (store: AppStore) => void, { onePass = false } = {}): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(address, 'http://leadpilot.invalid')));
  if (context instanceof Response) throw new Error(`${address} answers a redirect, not a page.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const store = createAppStore();
  seed(store);
  const page = (
    <AppRoot store={store}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>
  );
  try {
    // Every lazy part already loaded (a page rendered before): one pass renders the whole page.
    if (onePass) {
      const markup = renderToString(page);
      if (isComplete(markup)) return markup;
    }
    // First pass: react-dom/static waits for every lazy page and layout. Its markup would finish the
    // late parts with inline scripts, which the Content-Security-Policy refuses; the second pass, with
    // every lazy part loaded, renders in one go, with no script and nothing hidden.
    const problems: unknown[] = [];
    const { prelude } = await prerender(page, { onError: (error) => void problems.push(error) });
    await new Response(prelude).arrayBuffer();
    const markup = renderToString(page);
    // A page that fails to render, or still waits for something, would be shown as its fallback.
    if (problems.length > 0) throw new AggregateError(problems, `${address} did not render.`);
    if (!isComplete(markup)) throw new Error(`${address} did not render in one pass.`);
    return markup;
  } finally {
    // The cache's timers (unused data is dropped after a minute) must not outlive the render.
    store.dispatch(api.util.resetApiState());
  }
}

/** Markup with no part left to the browser (a suspended part, or one finished by a script). */
const isComplete = (markup: string) => !/<script|<template|<!--\$[?!]-->/.test(markup);

/** The sign-in providers a server can offer: the pre-render draws the sign-in pages once per set of them. */
export { oidcProviders } from '@leadpilot/contracts';
