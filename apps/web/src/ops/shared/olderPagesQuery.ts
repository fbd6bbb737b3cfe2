import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiPost } from '../../shared/api/client';

/** A page of a list the service sends newest first: it says where the next, older page starts. */
export interface OlderPage {
  next_before_id: number | null;
}

/**
 * A list under `filter`, newest first, a page at a time ("Older …"): each page asks for the rows
 * before the last one shown (`before_id`), until the service says there are none.
 */
export function olderPagesQuery<Page extends OlderPage>(
  queryKey: readonly unknown[],
  path: string,
  filter: object,
  options: { staleTime?: number } = {},
) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      apiPost<Page>(
        path,
        { ...filter, ...(pageParam === undefined ? {} : { before_id: pageParam }) },
        signal,
      ),
    getNextPageParam: (last) => last.next_before_id ?? undefined,
    ...options,
  });
}
