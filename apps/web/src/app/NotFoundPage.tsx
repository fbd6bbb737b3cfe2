import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../shared/hooks/useDocumentTitle';
import { NotFound } from '../shared/ui/NotFound';

/** The `*` route: the shared not-found page with its document title. */
export function NotFoundPage() {
  const { t } = useTranslation('notFound');
  useDocumentTitle(t('title'));
  return <NotFound />;
}
