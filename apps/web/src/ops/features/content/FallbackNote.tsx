import { contentFallback } from '@fairfare/contracts/content-admin';
import { LANGUAGES } from '@fairfare/contracts/languages';
import { languageNames, writtenLanguages, type PostFormValues } from './postForm';

/**
 * What readers of each language will be shown, as the public site decides it (`contentFallback`:
 * their language, else the first of English, Spanish and French the post has).
 */
export function FallbackNote({ text }: { text: PostFormValues['text'] }) {
  const written = writtenLanguages(text);
  if (written.length === 0)
    return <p className="ops-hint">Write the post in at least one language.</p>;
  return (
    <div className="ops-hint">
      <p>What readers see:</p>
      <ul aria-label="What readers see">
        {LANGUAGES.map((lang) => {
          const shown = contentFallback(lang, written) as keyof typeof languageNames;
          return (
            <li key={lang}>
              {languageNames[lang]} readers:{' '}
              {shown === lang
                ? 'this text'
                : `the ${languageNames[shown]} text (no ${languageNames[lang]} yet)`}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
