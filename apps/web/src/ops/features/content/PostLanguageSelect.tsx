import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@fairfare/contracts/languages';
import { SelectField } from '../../../shared/ui/form/TextField';
import { languageName } from './postForm';

interface PostLanguageSelectProps {
  lang: Language;
  onChange: (lang: Language) => void;
  /** The language whose text has an error: its option says it is to correct. */
  toCorrect: Language | undefined;
}

/** Which language's text the editor shows (the others are kept while hidden). */
export function PostLanguageSelect({ lang, onChange, toCorrect }: PostLanguageSelectProps) {
  const { t } = useTranslation('ops');
  return (
    <SelectField
      id="post-lang"
      label={t('shell.language')}
      hint={t('content.langHint')}
      value={lang}
      onChange={(event) => onChange(event.target.value as Language)}
    >
      {LANGUAGES.map((l) => (
        <option key={l} value={l}>
          {toCorrect === l
            ? t('content.toCorrect', { lang: languageName(t, l) })
            : languageName(t, l)}
        </option>
      ))}
    </SelectField>
  );
}
