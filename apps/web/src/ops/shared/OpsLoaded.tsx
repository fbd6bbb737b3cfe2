import type { ReactNode } from 'react';
import { Link } from 'react-router';
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

interface OpsOnePageProps<T> extends OpsLoadedProps<T> {
  /** The id of the heading the loaded thing shows, which names the page's section. */
  labelledBy: string;
  /** The link back to where the thing was found ("Back to the inbox"). */
  back: { to: string; label: string };
}

/** A screen of one thing (a message, a rider, a trip): a link back, then the thing as it loads. */
export function OpsOnePage<T>({ labelledBy, back, ...loaded }: OpsOnePageProps<T>) {
  return (
    <section aria-labelledby={labelledBy}>
      <p>
        <Link to={back.to}>{back.label}</Link>
      </p>
      <OpsLoaded {...loaded} />
    </section>
  );
}
