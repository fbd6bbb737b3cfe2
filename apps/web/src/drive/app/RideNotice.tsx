import { useTranslation } from 'react-i18next';
import { useMoney } from '../shared/format';
import { dismissRideNotice, useRideNotice } from '../shared/newsStore';

/** The rider cancelled (with the fee they owe and the driver's share of it), or tipped. */
export function RideNotice() {
  const { t } = useTranslation('drive');
  const money = useMoney();
  const notice = useRideNotice();
  if (!notice) return null;
  let text = '';
  if (notice.kind === 'cancelled') {
    const currency = notice.currency;
    text =
      notice.fee === null || currency === null
        ? t('news.cancelled')
        : notice.fee > 0
          ? t('news.cancelledWithFee', {
              fee: money(notice.fee, currency),
              share: money(notice.driverShare ?? 0, currency),
            })
          : t('news.cancelledNoFee');
  } else if (notice.kind === 'tip') {
    text = notice.currency
      ? t('news.tip', { amount: money(notice.amount, notice.currency) })
      : t('news.tipped');
  }
  return (
    <div className="drive-notice" role="alert">
      <p>{text}</p>
      <button type="button" className="button button--secondary" onClick={dismissRideNotice}>
        {t('news.ok')}
      </button>
    </div>
  );
}
