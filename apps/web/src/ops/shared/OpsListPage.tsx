import type { Key, ReactNode } from 'react';
import { LoadError } from '../../shared/ui/LoadError';
import { Spinner } from '../../shared/ui/Spinner';
import { OpsTable, type OpsColumn } from './OpsTable';

export type { OpsColumn } from './OpsTable';

/** Where the list's data stands (a TanStack query, or its infinite sibling). */
export interface OpsListState<Row> {
  rows: readonly Row[] | undefined;
  isPending: boolean;
  isError: boolean;
  retry: () => void;
  /** "Older …" paging: shown while there is more to load. */
  more?: { hasMore: boolean; loading: boolean; load: () => void; label: string };
}

/** What the page says while loading, on failure, and when nothing matches. */
export interface OpsListTexts {
  loading: string;
  failed: string;
  empty?: string;
  /** The table's caption, for screen readers. */
  caption: string;
}

export interface OpsListPageProps<Row> {
  /** The heading's id, which names the page's section. */
  id: string;
  title: string;
  /** Above the table: filters, a page-wide alert, a "New …" link. */
  top?: ReactNode;
  list: OpsListState<Row>;
  texts: OpsListTexts;
  columns: ReadonlyArray<OpsColumn<Row>>;
  rowKey: (row: Row) => Key;
  /** Below the table: a form to add one, say. */
  children?: ReactNode;
}

/**
 * A screen of the back office that lists things (drivers, staff, audit entries, messages,
 * posts): its heading, what sits above the list, loading and failure states, the table, paging
 * to older rows, and what follows. Every list screen looks and reads the same way.
 */
export function OpsListPage<Row>(props: OpsListPageProps<Row>) {
  const { id, title, top, list, texts, columns, rowKey, children } = props;
  const rows = list.rows;
  return (
    <section aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      {top}
      {list.isPending ? <Spinner inline label={texts.loading} /> : null}
      {list.isError ? <LoadError message={texts.failed} onRetry={list.retry} /> : null}
      {/* A status: after a search or a filter, a screen reader hears that nothing matched. */}
      {rows && rows.length === 0 && texts.empty ? <p role="status">{texts.empty}</p> : null}
      {rows && rows.length > 0 ? (
        <OpsTable caption={texts.caption} columns={columns} rows={rows} rowKey={rowKey} />
      ) : null}
      {list.more?.hasMore ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={list.more.loading}
          onClick={list.more.load}
        >
          {list.more.label}
        </button>
      ) : null}
      {children}
    </section>
  );
}

/** The list state of a query (useQuery's result). */
export function listOf<Row>(query: {
  data: readonly Row[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}): OpsListState<Row> {
  return {
    rows: query.data,
    isPending: query.isPending,
    isError: query.isError,
    retry: () => void query.refetch(),
  };
}

/** The list state of an infinite query whose pages hold rows under `pick`. */
export function pagedListOf<Page, Row>(
  query: {
    data: { pages: Page[] } | undefined;
    isPending: boolean;
    isError: boolean;
    refetch: () => unknown;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    fetchNextPage: () => unknown;
  },
  pick: (page: Page) => Row[],
  moreLabel: string,
): OpsListState<Row> {
  return {
    rows: query.data?.pages.flatMap(pick),
    isPending: query.isPending,
    isError: query.isError,
    retry: () => void query.refetch(),
    more: {
      hasMore: query.hasNextPage,
      loading: query.isFetchingNextPage,
      load: () => void query.fetchNextPage(),
      label: moreLabel,
    },
  };
}
