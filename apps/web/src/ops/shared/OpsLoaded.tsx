import type { ReactNode } from 'react';
import { LoadError } from '../../shared/ui/LoadError';
import { Spinner } from '../../shared/ui/Spinner';

interface OpsLoadedProps<T> {
  query: { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  loading: string;
  failed: string;
  children: (data: T) => ReactNode;
}

/** One thing of the back office (a message, a post): a spinner, a retry, or the thing itself. */
export function OpsLoaded<T>({ query, loading, failed, children }: OpsLoadedProps<T>) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) return <LoadError message={failed} onRetry={() => void query.refetch()} />;
  return query.isPending ? <Spinner inline label={loading} /> : null;
}
