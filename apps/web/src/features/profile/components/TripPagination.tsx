import { useTranslation } from 'react-i18next';

interface TripPaginationProps {
  page: number;
  pageCount: number;
  /** The next page is being read: both buttons wait. */
  busy: boolean;
  onGoTo: (page: number) => void;
}

/** Previous / "Page 2 of 5" / Next below the trip history. */
export function TripPagination({ page, pageCount, busy, onGoTo }: TripPaginationProps) {
  const { t } = useTranslation('profile');
  return (
    <nav className="trip-pagination" aria-label={t('trips.pagination.label')}>
      <button
        type="button"
        className="button button--secondary"
        disabled={page <= 1 || busy}
        onClick={() => onGoTo(Math.min(page - 1, pageCount))}
      >
        <span aria-hidden="true">← </span>
        {t('trips.pagination.previous')}
      </button>
      <p className="trip-pagination__status" aria-live="polite">
        {t('trips.pagination.status', { page, total: pageCount })}
      </p>
      <button
        type="button"
        className="button button--secondary"
        disabled={page >= pageCount || busy}
        onClick={() => onGoTo(page + 1)}
      >
        {t('trips.pagination.next')}
        <span aria-hidden="true"> →</span>
      </button>
    </nav>
  );
}
