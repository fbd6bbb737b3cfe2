import { useTranslation } from 'react-i18next';

interface PaginationProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  disabled?: boolean;
}

/** Previous / Next buttons around "Page X of Y". */
export function Pagination({ page, pageCount, onChange, disabled = false }: PaginationProps) {
  const { t } = useTranslation('content');
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <button
        type="button"
        className="button button--secondary"
        disabled={disabled || page <= 1}
        onClick={() => onChange(Math.min(page - 1, pageCount))}
      >
        <span aria-hidden="true">← </span>
        {t('pagination.previous')}
      </button>
      <p className="pagination__status" aria-live="polite">
        {t('pagination.status', { page, total: pageCount })}
      </p>
      <button
        type="button"
        className="button button--secondary"
        disabled={disabled || page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        {t('pagination.next')}
        <span aria-hidden="true"> →</span>
      </button>
    </nav>
  );
}
