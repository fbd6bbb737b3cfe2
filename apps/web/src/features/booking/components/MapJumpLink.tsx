import { useTranslation } from 'react-i18next';
import { BOOKING_MAP_ID } from './MapPicker';

/**
 * On a phone the map comes after the whole form (issue 26.12): this link, under the route fields
 * and shown only in the stacked layout (BookingForm.css), takes the rider to it — a plain jump to
 * the map card, which takes the focus, so that a keyboard or a screen reader follows too.
 */
export function MapJumpLink() {
  const { t } = useTranslation('booking');
  return (
    <a className="booking-map-link" href={`#${BOOKING_MAP_ID}`}>
      {t('map.show')}
    </a>
  );
}
