import type { QueryClient } from '@tanstack/react-query';
import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../shared/api/client';
import { createQueryClient, hydratePage } from './queryClient';
import { dehydratePage } from './server/dehydrate';

/** What a page's answers look like once they went through the page as JSON. */
function throughJson(client: QueryClient) {
  return JSON.parse(JSON.stringify(dehydratePage(client))) as ReturnType<typeof dehydratePage>;
}

/** The service's client after a list answered and a post was not found. */
async function serverWithPostsAndAMissingPost(): Promise<QueryClient> {
  const server = createQueryClient();
  await server.prefetchQuery({ queryKey: ['posts'], queryFn: async () => ['a post'] });
  await server.prefetchQuery({
    queryKey: ['post', 'gone'],
    queryFn: () =>
      Promise.reject(new ApiError(404, 'This post does not exist.', 'content.notFound')),
    retry: false,
  });
  return server;
}

describe("a rendered page's answers", () => {
  it('carry the answers and the not-found failures, not the other failures', async () => {
    const server = await serverWithPostsAndAMissingPost();
    await server.prefetchQuery({
      queryKey: ['categories'],
      queryFn: () => Promise.reject(new ApiError(500, 'Something went wrong.', 'error.internal')),
      retry: false,
    });
    expect(throughJson(server).queries.map((query) => query.queryKey)).toEqual([
      ['posts'],
      ['post', 'gone'],
    ]);
  });

  it('are fresh in the browser from now, so that it asks nothing again, and a failure is an ApiError again', async () => {
    const server = await serverWithPostsAndAMissingPost();
    const page = throughJson(server);
    // the page was rendered a while ago, by a clock that is not the browser's
    for (const query of page.queries) query.state.dataUpdatedAt &&= 1;

    const browser = createQueryClient();
    hydratePage(browser, page);
    const queryFn = vi.fn(async () => ['asked again']);
    const observer = new QueryObserver(browser, { queryKey: ['posts'], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().data).toEqual(['a post']);
    expect(observer.getCurrentResult().isStale).toBe(false);
    expect(queryFn).not.toHaveBeenCalled();
    unsubscribe();

    const error = browser.getQueryState(['post', 'gone'])?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'content.notFound' });
  });
});
