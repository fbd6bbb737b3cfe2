import type { PostSummary } from '@fairfare/contracts/content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { detailPath } from '../paths';
import { formatPostDate, postImageUrl } from '../format';

/**
 * One post in a list: image, date, linked title, excerpt and a "Read more" link. The first card's
 * image is the page's largest paint: it loads at once, with priority; the others when scrolled to.
 */
export function PostCard({ post, first = false }: { post: PostSummary; first?: boolean }) {
  const { t, i18n } = useTranslation('content');
  const href = detailPath(post.kind, post.slug);
  const titleId = `post-title-${post.post_id}`;
  return (
    <article className="post-card" aria-labelledby={titleId}>
      <img
        className="post-card__image"
        src={postImageUrl(post.image_path)}
        alt={post.title}
        lang={post.lang}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : 'auto'}
        width={640}
        height={360}
      />
      <div className="post-card__body">
        <time className="post-card__date" dateTime={new Date(post.published_at).toISOString()}>
          {formatPostDate(post.published_at, i18n.language)}
        </time>
        <h2 className="post-card__title" id={titleId} lang={post.lang}>
          <Link to={href}>{post.title}</Link>
        </h2>
        <p className="post-card__excerpt" lang={post.lang}>
          {post.excerpt}
        </p>
        <Link className="post-card__more" to={href}>
          {t('readMore')}{' '}
          <span className="visually-hidden">{t('readMoreSuffix', { title: post.title })}</span>
        </Link>
      </div>
    </article>
  );
}
