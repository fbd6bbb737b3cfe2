import type { PostDetail } from '@fairfare/contracts/content';
import { useTranslation } from 'react-i18next';
import { PostArticle as SharedPostArticle } from '../../../shared/ui/post/PostArticle';

interface PostArticleProps {
  post: PostDetail;
  /**
   * The text came back in another language than the interface's, for want of a translation
   * (the service falls back to English, then Spanish, then French): the note names the one shown.
   */
  translationMissing: boolean;
}

/** A language's name in the interface language ("anglais", "español"), as the note says it. */
export function languageName(language: string, inLanguage: string): string {
  try {
    return new Intl.DisplayNames([inLanguage], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}

/** The post of the detail page, with a note naming the language shown when it is not the rider's. */
export function PostArticle({ post, translationMissing }: PostArticleProps) {
  const { t, i18n } = useTranslation('content');
  return (
    <SharedPostArticle
      post={post}
      dateLanguage={i18n.language}
      note={
        translationMissing ? (
          <p className="content-note">
            {t('translationMissing', { language: languageName(post.lang, i18n.language) })}
          </p>
        ) : undefined
      }
    />
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
