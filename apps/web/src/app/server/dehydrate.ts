import {
  defaultShouldDehydrateQuery,
  dehydrate,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { ApiError } from '../../shared/api/client';

/** The service said there is no such thing (an unknown post): the page is the not-found page. */
export function isNotFoundAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * A rendered page's answers, for its data (decision 020): the successful ones, and the not-found
 * ones, which the page shows as the not-found page. (The service drops other failures before it
 * renders: the page then shows them loading, and the browser asks.)
 */
export function dehydratePage(client: QueryClient): DehydratedState {
  return dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      defaultShouldDehydrateQuery(query) ||
      (query.state.status === 'error' && isNotFoundAnswer(query.state.error)),
  });
}
