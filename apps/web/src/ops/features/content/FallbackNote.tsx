import { useTranslation } from 'react-i18next';
import { contentFallback } from '@fairfare/contracts/content-admin';
import { LANGUAGES, type Language } from '@fairfare/contracts/languages';
import { languageName, writtenLanguages, type PostFormValues } from './postForm';

/**
 * What readers of each language will be shown, as the public site decides it (`contentFallback`:
 * their language, else the first of English, Spanish and French the post has).
 */
export function FallbackNote({ text }: { text: PostFormValues['text'] }) {
  const { t } = useTranslation('ops');
  const written = writtenLanguages(text);
  if (written.length === 0) return <p className="ops-hint">{t('content.writeOne')}</p>;
  return (
    <div className="ops-hint">
      <p>{t('content.readersSee')}</p>
      <ul aria-label={t('content.readersSeeLabel')}>
        {LANGUAGES.map((lang) => {
          const shown = contentFallback(lang, written) as Language;
          return (
            <li key={lang}>
              {shown === lang
                ? t('content.readersThis', { lang: languageName(t, lang) })
                : t('content.readersOther', {
                    lang: languageName(t, lang),
                    shown: languageName(t, shown),
                  })}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
