import { useTranslation } from 'react-i18next';
import { MAIN_ID } from './RouteEffects';

/** First focusable element of every page: jumps past the header to the main content. */
export function SkipLink() {
  const { t } = useTranslation('common');
  return (
    <a className="skip-link" href={`#${MAIN_ID}`}>
      {t('skipToContent')}
    </a>
  );
}
