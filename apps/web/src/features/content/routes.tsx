import { useRef, type ReactNode } from 'react';
import type { ContentKind } from '@fairfare/contracts/content';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { NotFound } from '../../shared/ui/NotFound';
import { usePost, isPostNotFound } from './api/get-post';
import { usePosts } from './api/get-posts';
import { LoadError } from './components/LoadError';
import { Pagination } from './components/Pagination';
import { PostArticle, PostArticleSkeleton } from './components/PostArticle';
import { PostCard } from './components/PostCard';
import { PostGridSkeleton } from './components/PostGridSkeleton';
import { apiLanguage, pageCount, parsePage } from './format';
import { listPath } from './paths';
import './content.css';

interface KindProps {
  kind: ContentKind;
}

/** /blog, /article, /announcement: one page of posts, newest first; `?page=` keeps the page. */
export function ContentListPage({ kind }: KindProps) {
  // A new kind is a new list: fresh state, no previous kind's cards shown while loading.
  return <ContentList key={kind} kind={kind} />;
}

function ContentList({ kind }: KindProps) {
  const { t, i18n } = useTranslation('content');
  const [searchParams, setSearchParams] = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const page = parsePage(searchParams.get('page'));
  const lang = apiLanguage(i18n.language);
  const query = usePosts({ kind, lang, page });
  const headingId = `content-list-title-${kind}`;
  useDocumentTitle(t(`kinds.${kind}.title`));

  function goTo(next: number) {
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      if (next <= 1) params.delete('page');
      else params.set('page', String(next));
      return params;
    });
    // Move the reader back to the top of the list they are paging through.
    headingRef.current?.focus();
  }

  let body: ReactNode;
  if (query.isPending) {
    body = <PostGridSkeleton />;
  } else if (query.isError && !query.data) {
    body = (
      <LoadError
        title={t('error.list')}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    const { items, total, limit } = query.data;
    const pages = pageCount(total, limit);
    body = (
      <>
        {query.isError ? (
          <LoadError
            title={t('error.list')}
            error={query.error}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : null}
        {items.length > 0 ? (
          <ul className="post-grid">
            {items.map((post, index) => (
              <li key={post.post_id}>
                <PostCard post={post} first={index === 0} />
              </li>
            ))}
          </ul>
        ) : total === 0 ? (
          <p className="content-empty">{t(`kinds.${kind}.empty`)}</p>
        ) : (
          <div className="content-empty">
            <p>{t('pageEmpty')}</p>
            <Link to={listPath(kind)}>{t('firstPage')}</Link>
          </div>
        )}
        {pages > 1 || page > 1 ? (
          <Pagination
            page={page}
            pageCount={pages}
            onChange={goTo}
            disabled={query.isPlaceholderData}
          />
        ) : null}
      </>
    );
  }

  const busy = query.isPending || query.isPlaceholderData;
  return (
    <section className="container page content-page" aria-labelledby={headingId}>
      <header className="page__header">
        <h1 className="content-page__title" id={headingId} ref={headingRef} tabIndex={-1}>
          {t(`kinds.${kind}.title`)}
        </h1>
        <p className="page__lead">{t(`kinds.${kind}.intro`)}</p>
      </header>
      <p role="status" className="visually-hidden">
        {busy ? t(`kinds.${kind}.loading`) : ''}
      </p>
      <div className="content-page__list" aria-busy={busy}>
        {body}
      </div>
    </section>
  );
}

/** /blog-detail/:slug (and the article and announcement ones): one post, or the not-found page. */
export function ContentDetailPage({ kind }: KindProps) {
  const { t, i18n } = useTranslation('content');
  const { slug = '' } = useParams();
  const lang = apiLanguage(i18n.language);
  const query = usePost({ kind, slug, lang });
  const notFound = slug === '' || (query.isError && isPostNotFound(query.error));
  // The post's own title (in the language the API gave it) once it is there, the list's before.
  useDocumentTitle(
    notFound ? t('title', { ns: 'notFound' }) : (query.data?.title ?? t(`kinds.${kind}.title`)),
  );

  if (notFound) return <NotFound />;

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <>
        <p role="status" className="visually-hidden">
          {t('loadingPost')}
        </p>
        <PostArticleSkeleton />
      </>
    );
  } else if (query.isError) {
    body = (
      <LoadError
        title={t('error.post')}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  } else {
    body = (
      <PostArticle
        post={query.data}
        translationMissing={!query.isPlaceholderData && query.data.lang !== lang}
      />
    );
  }

  return (
    <div className="container page content-page content-page--detail" aria-busy={query.isPending}>
      <p className="content-back">
        <Link to={listPath(kind)}>
          <span aria-hidden="true">← </span>
          {t(`kinds.${kind}.back`)}
        </Link>
      </p>
      {body}
    </div>
  );
}
