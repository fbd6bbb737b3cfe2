import { useTranslation } from 'react-i18next';
import { countdownRemainingMs, formatCountdown } from '../model/display';
import { withColon } from '../../../shared/intl/withColon';
import { useNow } from '../../../shared/hooks/useNow';

/** The free-cancellation countdown from tm_acc (docs/product/screens.md): mm:ss with its note, then 'Timer expired'. */
export function Countdown({ tmAcc, timerMinutes }: { tmAcc: number; timerMinutes: number }) {
  const { t, i18n } = useTranslation('ride');
  const now = useNow(1000);
  const remaining = countdownRemainingMs(tmAcc, timerMinutes, now);
  if (remaining <= 0) {
    return (
      <p className="ride-countdown ride-countdown--expired" role="status">
        {t('status.timerExpired')}
      </p>
    );
  }
  return (
    <div className="ride-countdown">
      <p className="ride-countdown__time">
        <span className="visually-hidden">
          {withColon(t('status.timerLabel'), i18n.resolvedLanguage)}{' '}
        </span>
        <span role="timer">{formatCountdown(remaining)}</span>
      </p>
      <p className="ride-countdown__note">{t('status.timerNote')}</p>
    </div>
  );
}
