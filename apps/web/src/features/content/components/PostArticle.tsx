import type { PostDetail } from '@fairfare/contracts/content';
import { useTranslation } from 'react-i18next';
import { formatPostDate, postImageUrl, toParagraphs } from '../format';

interface PostArticleProps {
  post: PostDetail;
  /** The text came back in English because the interface language has no translation. */
  translationMissing: boolean;
}

/**
 * One post: title, date, image and its body. An edited post's body is HTML the service made from
 * Markdown and sanitised (sanitize-html, decision 039); a seeded post's is plain text, shown as
 * paragraphs.
 */
export function PostArticle({ post, translationMissing }: PostArticleProps) {
  const { t, i18n } = useTranslation('content');
  return (
    <article className="post-article" aria-labelledby="post-article-title">
      <header className="post-article__header">
        <h1 id="post-article-title" lang={post.lang}>
          {post.title}
        </h1>
        <p className="post-article__meta">
          <time dateTime={new Date(post.published_at).toISOString()}>
            {formatPostDate(post.published_at, i18n.language)}
          </time>
        </p>
        {translationMissing ? <p className="content-note">{t('translationMissing')}</p> : null}
      </header>
      <img
        className="post-article__image"
        src={postImageUrl(post.image_path)}
        alt={post.title}
        lang={post.lang}
        width={1280}
        height={720}
      />
      {post.body_html ? (
        <div
          className="post-article__body"
          lang={post.lang}
          dangerouslySetInnerHTML={{ __html: post.body_html }}
        />
      ) : (
        <div className="post-article__body" lang={post.lang}>
          {toParagraphs(post.body).map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      )}
    </article>
  );
}

/** Placeholder of a post while it loads. */
export function PostArticleSkeleton() {
  return (
    <div className="post-article post-article--skeleton" aria-hidden="true">
      <div className="skeleton content-skel-line content-skel-line--heading" />
      <div className="skeleton content-skel-line content-skel-line--short" />
      <div className="skeleton post-article__image" />
      <div className="skeleton content-skel-line" />
      <div className="skeleton content-skel-line" />
      <div className="skeleton content-skel-line content-skel-line--short" />
    </div>
  );
}
