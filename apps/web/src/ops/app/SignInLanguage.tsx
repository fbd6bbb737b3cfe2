import { useTranslation } from 'react-i18next';
import { LanguagePicker } from './LanguagePicker';
import { rememberOpsLanguage, speakOpsLanguage } from './language';

/**
 * The sign-in page's language picker: the choice is remembered in this browser only (nobody is
 * signed in yet); once signed in, the account's own language wins (decision 065).
 */
export function SignInLanguage() {
  const { i18n } = useTranslation('ops');
  return (
    <header className="ops-signin__language">
      <LanguagePicker
        onChoose={(language) => {
          rememberOpsLanguage(language);
          void speakOpsLanguage(i18n, language);
        }}
      />
    </header>
  );
}
