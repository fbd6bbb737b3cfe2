import type { FareEstimate } from '@fairfare/contracts/booking';
import { formatMoney } from '../../../shared/hooks/useFormatMoney';
import { formatNumber } from '../../../shared/hooks/useFormatNumber';

/** One line of the booking summary: a label key (booking namespace) and the value as shown. */
export interface SummaryRow {
  id: string;
  /** Key in the booking namespace, under `summary.` */
  label: string;
  value: string;
  /** The amount the rider pays (shown stronger). */
  emphasis?: boolean;
}

export interface SummaryInput {
  estimate: FareEstimate;
  /** The rider's offer ("send offer"); null while the field holds no number. */
  offer: number | null;
  /** The applied promo, if any. */
  promo: { discount: number; pay_amount: number } | null;
  /**
   * The category's name in the interface language (from the category list); the estimate's own
   * name is the database's English one ("Paquete: Economy", issue 26 point 12).
   */
  categoryName?: string;
}

/**
 * Every field of docs/product/data.md's booking summary (package, distance, duration, base fare, fare per km,
 * fare per min, sub total, estimated fare, service tax, taxes, total fare, min amount, max amount,
 * send offer), then the promo discount and the amount to pay when a promo is applied; amounts in
 * the trip's currency, formatted for the interface language.
 */
export function summaryRows(
  { estimate, offer, promo, categoryName }: SummaryInput,
  language: string,
): SummaryRow[] {
  const money = (amount: number) => formatMoney(amount, estimate.currency, language);
  const rows: SummaryRow[] = [
    { id: 'package', label: 'package', value: categoryName ?? estimate.category_name },
    {
      id: 'distance',
      label: 'distance',
      value: formatNumber(estimate.distance_km, language, {
        style: 'unit',
        unit: 'kilometer',
        maximumFractionDigits: 2,
      }),
    },
    {
      id: 'duration',
      label: 'duration',
      value: formatNumber(estimate.duration_min, language, {
        style: 'unit',
        unit: 'minute',
        unitDisplay: 'long',
        maximumFractionDigits: 0,
      }),
    },
    { id: 'baseFare', label: 'baseFare', value: money(estimate.base_fare) },
    { id: 'farePerKm', label: 'farePerKm', value: money(estimate.fare_per_km) },
    { id: 'farePerMin', label: 'farePerMin', value: money(estimate.fare_per_min) },
    { id: 'subTotal', label: 'subTotal', value: money(estimate.sub_total) },
    { id: 'estimatedFare', label: 'estimatedFare', value: money(estimate.estimated_fare) },
    {
      id: 'serviceTax',
      label: 'serviceTax',
      value: formatNumber(estimate.service_tax / 100, language, {
        style: 'percent',
        maximumFractionDigits: 2,
      }),
    },
    { id: 'taxes', label: 'taxes', value: money(estimate.taxes) },
    { id: 'totalFare', label: 'totalFare', value: money(estimate.total_fare) },
    { id: 'minAmount', label: 'minAmount', value: money(estimate.min_amount) },
    { id: 'maxAmount', label: 'maxAmount', value: money(estimate.max_amount) },
    {
      id: 'sendOffer',
      label: 'sendOffer',
      value: offer === null ? '—' : money(offer),
      emphasis: !promo,
    },
  ];
  if (promo) {
    rows.push(
      { id: 'promoDiscount', label: 'promoDiscount', value: `−${money(promo.discount)}` },
      { id: 'payAmount', label: 'payAmount', value: money(promo.pay_amount), emphasis: true },
    );
  }
  return rows;
}
