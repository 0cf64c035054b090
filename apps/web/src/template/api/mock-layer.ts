/**
 * The template's way to its mock layer (MSW's handlers in `../mocks`). Its RTK Query calls are answered
 * in the page, so a template page shows its data without waiting for the mock service worker to
 * register (docs/demo-template/quality.md, "Loading"); the worker still starts, in the background, for
 * requests the page makes outside RTK Query (`../layout/use-mock-layer.ts`).
 */
type InPageMockLayer = typeof import('../mocks/in-page.ts');

let loading: Promise<InPageMockLayer> | null = null;

/** Loads MSW, the handlers and their data store once (a failed load is tried again on the next call). */
export function loadMockLayer(): Promise<InPageMockLayer> {
  loading ??= import('../mocks/in-page.ts').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Resolves in a task of its own (after the browser has had a chance to paint and handle input). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A `fetch` for the template's base query: the mock layer's answer when a handler knows the request,
 * else the network (where the worker, once running, or the server answers). Each answer comes in a
 * task of its own, as a network answer would: the page draws each card's data in a short task rather
 * than all of them, with the mock layer's start, in one long one.
 */
export async function mockLayerFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(input, init);
  const { answerInPage } = await loadMockLayer();
  await nextTask();
  return (await answerInPage(request.clone())) ?? fetch(request);
}
