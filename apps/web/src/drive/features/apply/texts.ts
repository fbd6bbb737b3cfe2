import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@fairfare/contracts/languages';

type TextsModule = { default: Record<string, unknown> };
const files = import.meta.glob<TextsModule>('./locales/*.json');

/** The key below the driver app's namespace where the application's texts go. */
export const APPLY_KEY = 'applyForm';

function languageOf(value: string | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';
}

/**
 * The application's texts are its own chunk (a driver already at work never loads them): added
 * to the driver app's namespace under `applyForm` for the language spoken, and again whenever
 * the driver switches language. True once the current language's texts are there.
 */
export function useApplyTexts(): boolean {
  const { i18n } = useTranslation('drive');
  const [loaded, setLoaded] = useState<Language | null>(null);
  useEffect(() => {
    let live = true;
    const load = (lng: string) => {
      const language = languageOf(lng);
      const file = files[`./locales/${language}.json`];
      if (!file) return;
      void file().then((texts) => {
        i18n.addResourceBundle(language, 'drive', { [APPLY_KEY]: texts.default }, true, true);
        if (live) setLoaded(language);
      });
    };
    load(i18n.language);
    i18n.on('languageChanged', load);
    return () => {
      live = false;
      i18n.off('languageChanged', load);
    };
  }, [i18n]);
  return loaded === languageOf(i18n.language);
}
