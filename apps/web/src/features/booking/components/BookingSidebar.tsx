import type { PromoResult } from '@fairfare/contracts/booking';
import type { LatLng } from '@fairfare/contracts/fare';
import type { CachedCity } from '../../../domain/cities/mergeCities';
import { useNearbyDrivers } from '../api/get-nearby-drivers';
import type { WatchedValues } from '../hooks/useBookingForm';
import type { BookingEstimate } from '../hooks/useBookingEstimate';
import type { PlacePicking } from '../hooks/usePlacePicking';
import { parseOffer } from '../model/offerBounds';
import { BookingSummary } from './BookingSummary';
import { MapPicker } from './MapPicker';

/** London, Ontario: where the map looks before the cities are known. */
const DEFAULT_CENTER: LatLng = { lat: 42.9849, lng: -81.2453 };

interface BookingSidebarProps {
  city: CachedCity | undefined;
  values: WatchedValues;
  places: PlacePicking;
  fares: BookingEstimate;
  /** The promo that counts, if any. */
  promo: PromoResult | null;
}

/** Beside the form: the map (route, service area, cars nearby) and the booking summary. */
export function BookingSidebar(props: BookingSidebarProps) {
  const { city, places, fares } = props;
  const { pickup, drop, when, categoryId } = props.values;
  const center = city ? { lat: city.city_lat, lng: city.city_lng } : DEFAULT_CENTER;
  // Cars around the pickup (the city's centre until one is set), once the city is known, for a
  // ride now only: the cars on the road this minute say nothing about a ride booked for later.
  const nearbyPoint = city && when === 'now' ? (pickup ?? center) : null;
  const nearby = useNearbyDrivers(nearbyPoint, {
    cityId: city?.city_id,
    categoryId: categoryId === '' ? undefined : Number(categoryId),
  });
  return (
    <div className="booking-grid__side">
      <MapPicker
        center={center}
        pickup={pickup}
        drop={drop}
        active={places.mapTarget}
        onActiveChange={places.setMapTarget}
        onPick={places.pickPoint}
        geofenceJson={city?.geofence_json ?? null}
        // not the last cars kept for a point no longer asked about
        cars={nearbyPoint ? nearby.data : undefined}
      />
      <BookingSummary
        estimate={fares.estimate}
        estimating={fares.estimating && categoryId !== ''}
        offer={parseOffer(props.values.offer)}
        promo={props.promo}
      />
    </div>
  );
}
