import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { ApiError } from '../shared/api/client';

/**
 * The site's one query client (the service makes one per page it renders; what it puts into the
 * page is app/server/dehydrate.ts).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1 } } });
}

/** An ApiError again, from what its toJSON wrote into the page. */
function revive(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return error;
  const e = error as Partial<Record<'name' | 'message' | 'code', string>> & {
    status?: number;
    params?: Record<string, string | number>;
  };
  return e.name === 'ApiError' && typeof e.status === 'number'
    ? new ApiError(e.status, e.message ?? '', e.code, e.params)
    : error;
}

/**
 * Puts a rendered page's answers into the site's cache, as fresh as the page: the service's
 * clock is not the browser's, and the page shows these answers, so the site asks again only
 * when they go stale from now (the page itself is at most PAGE_CACHE_SECONDS old).
 */
export function hydratePage(client: QueryClient, state: DehydratedState): void {
  const now = Date.now();
  hydrate(client, {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: now,
      state: {
        ...query.state,
        dataUpdatedAt: query.state.dataUpdatedAt ? now : 0,
        errorUpdatedAt: query.state.errorUpdatedAt ? now : 0,
        error: revive(query.state.error) as Error | null,
        fetchFailureReason: revive(query.state.fetchFailureReason) as Error | null,
      },
    })),
  });
}
