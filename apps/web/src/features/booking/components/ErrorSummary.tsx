import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { withColon } from '../../../shared/intl/withColon';
import './ErrorSummary.css';

export interface ErrorSummaryItem {
  /** The id of the control to move to. */
  targetId: string;
  /** The field's name, translated. */
  label: string;
  /** The error, translated. */
  text: string;
}

/**
 * The problems of a submitted booking, listed above the buttons (and announced): each links to
 * its field. The same texts show under the fields.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, { items: ErrorSummaryItem[] }>(
  function ErrorSummary({ items }, ref) {
    const { t, i18n } = useTranslation('booking');
    if (items.length === 0) return null;
    return (
      <div
        className="error-summary"
        role="alert"
        tabIndex={-1}
        ref={ref}
        aria-labelledby="error-summary-title"
      >
        <h2 className="error-summary__title" id="error-summary-title">
          {t('errors.title', { count: items.length })}
        </h2>
        <ul className="error-summary__list">
          {items.map((item) => (
            <li key={item.targetId}>
              <a
                href={`#${item.targetId}`}
                onClick={(event) => {
                  const target = document.getElementById(item.targetId);
                  if (!target) return;
                  event.preventDefault();
                  target.focus();
                  target.scrollIntoView?.({ block: 'center' });
                }}
              >
                <span className="error-summary__field">
                  {withColon(item.label, i18n.resolvedLanguage)}
                </span>{' '}
                {item.text}
              </a>
            </li>
          ))}
        </ul>
      </div>
    );
  },
);
