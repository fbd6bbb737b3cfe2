import type { PostDetail } from '@fairfare/contracts/content';
import type { ReactNode } from 'react';
import { formatPostDate, postImageUrl, toParagraphs } from './postFormat';
import './post-article.css';

interface PostArticleProps {
  post: PostDetail;
  /** The language the date is written in (the reader's interface language). */
  dateLanguage: string;
  /** A line under the date, e.g. that the text is in English for want of a translation. */
  note?: ReactNode;
}

/**
 * One post as its page shows it: title, date, image and its body. An edited post's body is HTML
 * the service made from Markdown and sanitised (sanitize-html, decision 039); a seeded post's is
 * plain text, shown as paragraphs. The site's post page and the back office's preview both show
 * this, so a preview looks as the page will (decision 041).
 */
export function PostArticle({ post, dateLanguage, note }: PostArticleProps) {
  return (
    <article className="post-article" aria-labelledby="post-article-title">
      <header className="post-article__header">
        <h1 id="post-article-title" lang={post.lang}>
          {post.title}
        </h1>
        <p className="post-article__meta">
          <time dateTime={new Date(post.published_at).toISOString()}>
            {formatPostDate(post.published_at, dateLanguage)}
          </time>
        </p>
        {note}
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
