import { useState } from 'react';
import { languageOrDefault, type Language } from '@fairfare/contracts/languages';
import type { PostInput } from '@fairfare/contracts/content-admin';
import { errorText } from '../../../shared/api/errorText';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { PostArticle } from '../../../shared/ui/post/PostArticle';
import { usePreviewPost } from './api';
import { languageName } from './postForm';
import { useTranslation } from 'react-i18next';

interface PreviewPanelProps {
  /** The language the editor is writing in: the page is previewed as its readers will see it. */
  lang: Language;
  /** The form's post as the service would be sent it, or null when the form has errors. */
  input: () => Promise<PostInput | null>;
}

/**
 * The post as its page will look in a language, from what is typed now (nothing is saved): the
 * service renders and sanitises the Markdown as it does on saving, and the site's own post
 * component shows it.
 */
export function PreviewPanel({ lang, input }: PreviewPanelProps) {
  const { t } = useTranslation('ops');
  const preview = usePreviewPost();
  const [alert, setAlert] = useState<string | null>(null);
  const onPreview = async () => {
    setAlert(null);
    const post = await input();
    if (!post) {
      setAlert(t('content.previewFix'));
      return;
    }
    preview.mutate({ ...post, lang }, { onError: (error) => setAlert(errorText(error)) });
  };
  return (
    <section className="ops-preview" aria-labelledby="preview-title">
      <h2 id="preview-title">{t('content.preview')}</h2>
      <button
        type="button"
        className="button button--secondary"
        disabled={preview.isPending}
        onClick={() => void onPreview()}
      >
        {t('content.previewIn', { lang: languageName(t, lang) })}
      </button>
      <FormAlert>{alert}</FormAlert>
      {preview.data ? (
        <div className="ops-preview__page" role="region" aria-label={t('content.previewLabel')}>
          {preview.data.lang !== preview.variables?.lang ? (
            <p className="notice">
              {t('content.previewFallback', {
                lang: languageName(t, preview.variables?.lang ?? 'en'),
                shown: languageName(t, languageOrDefault(preview.data.lang)),
              })}
            </p>
          ) : null}
          <PostArticle post={preview.data} dateLanguage={preview.data.lang} />
        </div>
      ) : null}
    </section>
  );
}
