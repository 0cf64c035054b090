import type { OidcProvider } from '@leadpilot/contracts';
import './app/server-globals.ts';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppRoot } from './app/app-root.tsx';
import { routes } from './app/router.tsx';
import { createAppStore } from './app/store.ts';
import { seedSignInProviders } from './shared/auth/get-sign-in-providers.ts';

/**
 * The server side of the public pages (docs/public-pages.md): renders one address of the route table
 * inside the same providers as the browser (app-root.tsx) and answers the markup of #root, with every
 * lazy page loaded (react-dom/static waits for them). Built by `vite build --ssr` into dist-ssr/ and
 * run by scripts/prerender.mjs after the browser build.
 */
export async function renderPage(address: string, { signInProviders = [] as OidcProvider[] } = {}): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(address, 'http://leadpilot.invalid')));
  if (context instanceof Response) throw new Error(`${address} answers a redirect, not a page.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const store = createAppStore();
  // The sign-in buttons the page shows: the server answers the variant for the providers it offers.
  seedSignInProviders(store.dispatch, signInProviders);
  const page = (
    <AppRoot store={store}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppRoot>
  );
  // First pass: react-dom/static waits for every lazy page and layout. Its markup would finish the
  // late parts with inline scripts, which the Content-Security-Policy refuses; the second pass, with
  // every lazy part loaded, renders in one go, with no script and nothing hidden.
  const problems: unknown[] = [];
  const { prelude } = await prerender(page, { onError: (error) => void problems.push(error) });
  await new Response(prelude).arrayBuffer();
  const markup = renderToString(page);
  // A page that fails to render, or still waits for something, would be shown as its fallback.
  if (problems.length > 0) throw new AggregateError(problems, `${address} did not render.`);
  if (/<script|<template|<!--\$[?!]-->/.test(markup)) throw new Error(`${address} did not render in one pass.`);
  return markup;
}

/** The sign-in providers a server can offer: the pre-render draws the sign-in pages once per set of them. */
export { oidcProviders } from '@leadpilot/contracts';
