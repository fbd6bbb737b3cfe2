import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import '../shared/i18n/i18n';

/** A query client for tests: no retries, so that a failed call shows its error at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Renders `ui` inside a query client and a memory router at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const queryClient = testQueryClient();
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}

/** Renders a route table (e.g. the app's) in a memory data router at `path`. */
export function renderRoutes(routes: RouteObject[], { path = '/' }: { path?: string } = {}) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return {
    router,
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}

/** jsdom does not implement scrolling; returns the stub so a test can check it was called. */
export function stubScrollTo() {
  return vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * Stubs `fetch` with answers by endpoint path (e.g. '/cityapi/getcities'): a value is sent as a
 * success envelope's `response`; a path without an answer gets a 503 failure.
 */
export function stubApi(answers: Record<string, unknown> = {}) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const path = Object.keys(answers).find((p) => url.endsWith(p));
    if (path === undefined) {
      return json(503, { status: 'failed', message: 'Service unavailable' });
    }
    return json(200, { status: 'success', response: answers[path] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
