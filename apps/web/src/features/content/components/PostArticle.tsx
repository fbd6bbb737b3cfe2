import type { PostDetail } from '@fairfare/contracts/content';
import { useTranslation } from 'react-i18next';
import { PostArticle as SharedPostArticle } from '../../../shared/ui/post/PostArticle';

interface PostArticleProps {
  post: PostDetail;
  /** The text came back in English because the interface language has no translation. */
  translationMissing: boolean;
}

/** The post of the detail page, with a note when its text is English for want of a translation. */
export function PostArticle({ post, translationMissing }: PostArticleProps) {
  const { t, i18n } = useTranslation('content');
  return (
    <SharedPostArticle
      post={post}
      dateLanguage={i18n.language}
      note={
        translationMissing ? <p className="content-note">{t('translationMissing')}</p> : undefined
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
