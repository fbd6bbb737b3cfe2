import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Receipt } from '@fairfare/contracts/payments';
import { ApiError } from '../../shared/api/client';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useFormatMoney } from '../../shared/hooks/useFormatMoney';
import { formatNumber } from '../../shared/hooks/useFormatNumber';
import { payModeLabel } from '../../domain/payments/format';
import { carWord } from '../../shared/intl/carWords';
import { useCityTzOffset } from '../../domain/cities/useCityTzOffset';
import { LoadError } from '../../shared/ui/LoadError';
import { NotFound } from '../../shared/ui/NotFound';
import { Spinner } from '../../shared/ui/Spinner';
import { useReceipt } from './api/get-receipt';
import { formatTripDate } from './tripDisplay';
import './receipt.css';
import { Fact } from '../../shared/ui/Fact';
import { TestModeNote } from '../../shared/ui/TestMode';
import { ReceiptAfterRide } from './components/ReceiptAfterRide';
import { RouteText } from './components/TripItemParts';

/** 'Card · Visa •••• 4242', 'Cash', 'Wallet'. */
function payModeText(
  receipt: Receipt,
  t: (key: string, options: { defaultValue: string }) => string,
): string {
  const mode = t(`receipt.payModes.${receipt.pay_mode}`, {
    defaultValue: payModeLabel(receipt.pay_mode),
  });
  return receipt.card ? `${mode} · ${receipt.card}` : mode;
}

/**
 * 'Volkswagen Berline Jetta · Argent · CJLB 449': make, type and model, colour, plate, with the
 * type and colour in the interface language (issue 38 point 4: English on a French receipt).
 */
function carText(receipt: Receipt, tc: (key: string) => string): string {
  const type = receipt.car_type ? carWord(tc, 'type', receipt.car_type) : null;
  const colour = receipt.car_color ? carWord(tc, 'colour', receipt.car_color) : null;
  const name = [receipt.car_make, type, receipt.car_model].filter(Boolean).join(' ');
  return [name, colour, receipt.car_number].filter(Boolean).join(' · ');
}

/** `tzOffset`: the city's hours from UTC, in which the trip's and the payment's times show. */
function ReceiptBody({ receipt, tzOffset }: { receipt: Receipt; tzOffset: number }) {
  const { t, i18n } = useTranslation('profile');
  const { t: tc } = useTranslation('common');
  const formatMoney = useFormatMoney();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const money = (amount: number) => formatMoney(amount, receipt.currency);
  const km = formatNumber(receipt.distance_km, language, 'km');
  const minutes = formatNumber(receipt.duration_min, language);
  const car = carText(receipt, tc);

  return (
    <>
      <p className="receipt__route">
        <RouteText trip={receipt} />
      </p>
      <dl className="receipt__facts">
        <Fact label={t('receipt.tripNumber')}>{receipt.trip_id}</Fact>
        <Fact label={t('receipt.date')}>
          <time dateTime={new Date(receipt.trip_date).toISOString()}>
            {formatTripDate(receipt.trip_date, tzOffset, language)}
          </time>
        </Fact>
        <Fact label={t('receipt.paidAt')}>
          <time dateTime={new Date(receipt.paid_at).toISOString()}>
            {formatTripDate(receipt.paid_at, tzOffset, language)}
          </time>
        </Fact>
        <Fact label={t('receipt.driver')}>{receipt.driver_name ?? t('receipt.none')}</Fact>
        <Fact label={t('receipt.car')}>{car || t('receipt.none')}</Fact>
        {/* a cancelled trip was not driven: no distance and time as if it had been */}
        {receipt.is_cancel_fee ? null : (
          <Fact label={t('receipt.distanceTime')}>
            {t('receipt.distanceTimeValue', { km, min: minutes })}
          </Fact>
        )}
      </dl>
      <dl className="receipt__amounts">
        <Fact label={receipt.is_cancel_fee ? t('receipt.cancelFee') : t('receipt.fare')}>
          {money(receipt.fare)}
        </Fact>
        <Fact label={t('receipt.tax')}>{money(receipt.service_tax)}</Fact>
        <Fact
          label={
            receipt.promo_code
              ? t('receipt.promoCode', { code: receipt.promo_code })
              : t('receipt.promo')
          }
        >
          {receipt.promo_amt > 0 ? `−${money(receipt.promo_amt)}` : money(0)}
        </Fact>
        <Fact label={t('receipt.total')} className="receipt__total">
          {money(receipt.total)}
        </Fact>
        {receipt.tip > 0 && (
          <>
            <Fact
              label={
                receipt.tip_percent === null
                  ? t('receipt.tip')
                  : t('receipt.tipPercent', { percent: receipt.tip_percent })
              }
            >
              {receipt.tip_card
                ? t('receipt.tipCard', { amount: money(receipt.tip), card: receipt.tip_card })
                : money(receipt.tip)}
            </Fact>
            <Fact label={t('receipt.totalWithTip')} className="receipt__total">
              {money(receipt.total_with_tip)}
            </Fact>
          </>
        )}
        {/* refunded by support since (decision 040): what went back, and what was paid in the end */}
        {receipt.refunded > 0 && (
          <>
            <Fact label={t('receipt.refunded')}>{`−${money(receipt.refunded)}`}</Fact>
            <Fact label={t('receipt.totalAfterRefund')} className="receipt__total">
              {money(receipt.total_paid)}
            </Fact>
          </>
        )}
        <Fact label={t('receipt.payMode')}>{payModeText(receipt, t)}</Fact>
      </dl>
    </>
  );
}

/**
 * /profile/receipt/:tripId: a paid trip's receipt (route, date, driver, car, distance and time,
 * fare, tax, promo, total paid, the tip and the total with it, pay mode), printable: the print
 * style keeps only the receipt. Within the after-ride window it also offers 'Add a tip' and
 * 'Rate your driver' (ReceiptAfterRide).
 */
export function ReceiptPage() {
  const { t } = useTranslation('profile');
  const { tripId: raw } = useParams();
  const tripId = Number(raw);
  const valid = Number.isInteger(tripId) && tripId > 0;
  const receipt = useReceipt(tripId, valid);
  // a receipt names no city: the service's offset (the one the booking screens use first)
  const cityTz = useCityTzOffset();
  useDocumentTitle(t('receipt.title'));

  const notFound = !valid || (receipt.error instanceof ApiError && receipt.error.status === 404);
  if (notFound) return <NotFound />;

  return (
    <section className="container page receipt-page" aria-labelledby="receipt-title">
      <h1 id="receipt-title">{t('receipt.title')}</h1>
      {receipt.isPending || cityTz.pending ? (
        <Spinner inline label={t('receipt.loading')} />
      ) : receipt.isError ? (
        <LoadError message={t('receipt.loadError')} onRetry={() => void receipt.refetch()} />
      ) : (
        <article className="panel receipt">
          <TestModeNote />
          <ReceiptBody receipt={receipt.data} tzOffset={cityTz.offsetOf()} />
        </article>
      )}
      <div className="receipt-actions">
        {receipt.isSuccess ? (
          <ReceiptAfterRide receipt={receipt.data} tzOffset={cityTz.offsetOf()} />
        ) : null}
        <button
          type="button"
          className="button button--primary"
          disabled={!receipt.isSuccess}
          onClick={() => window.print()}
        >
          {t('receipt.print')}
        </button>
        <Link className="button button--secondary" to="/profile">
          {t('receipt.back')}
        </Link>
      </div>
    </section>
  );
}
