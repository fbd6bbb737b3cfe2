import { useState } from 'react';
import type { Place } from '@fairfare/contracts/booking';
import type { LatLng } from '@fairfare/contracts/fare';
import type { MapTarget } from '../components/MapPicker';
import type { BookingFormApi } from './useBookingForm';

/** A point chosen on the map or by "Use my location": its coordinates are its address. */
function pointAddress(point: LatLng): string {
  return `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
}

/**
 * Setting the pickup and the drop (from the search, the map or the rider's location), and which
 * of them a click on the map sets: the drop once the pickup is set, else the one last focused or picked.
 */
export function usePlacePicking(form: BookingFormApi) {
  const [mapTarget, setMapTarget] = useState<MapTarget>('pickup');
  const { setValue } = form;
  const { isSubmitted } = form.formState;

  const setPlace = (which: MapTarget, place: Place | null) => {
    setValue(which, place, { shouldDirty: true, shouldValidate: isSubmitted });
    if (which === 'pickup' && place) setMapTarget('drop');
  };
  const pickPoint = (which: MapTarget, point: LatLng) =>
    setPlace(which, { ...point, address: pointAddress(point) });

  return { mapTarget, setMapTarget, setPlace, pickPoint };
}

export type PlacePicking = ReturnType<typeof usePlacePicking>;
