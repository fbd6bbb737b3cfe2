import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Place } from '@fairfare/contracts/booking';
import type { LatLng } from '@fairfare/contracts/fare';
import { reversePlaceQueryOptions } from '../api/reverse-place';
import type { MapTarget } from '../components/MapPicker';
import type { BookingFormApi } from './useBookingForm';

/** A point chosen on the map or by "Use my location" reads as its coordinates until it is named. */
function pointAddress(point: LatLng): string {
  return `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
}

const samePlace = (a: Place | null, b: Place) =>
  a !== null && a.lat === b.lat && a.lng === b.lng && a.address === b.address;

/**
 * Setting the pickup and the drop (from the search, the map or the rider's location), and which
 * of them a click on the map sets: the drop once the pickup is set, else the one last focused or picked.
 * A point shows its coordinates at once, then the address the service knows for it (placeapi/
 * reverseplace), unless the rider has changed that place meanwhile; it keeps its coordinates, and
 * stays on them when nothing is known near it or the look-up fails.
 */
export function usePlacePicking(form: BookingFormApi) {
  const [mapTarget, setMapTarget] = useState<MapTarget>('pickup');
  const queryClient = useQueryClient();
  const { getValues, setValue } = form;
  // read when a place is set: the setters stay the same functions, so the route's fields do not
  // render again with the rest of the form (issue 27)
  const submitted = form.formState.isSubmitted;
  const isSubmitted = useRef(submitted);
  useLayoutEffect(() => {
    isSubmitted.current = submitted;
  }, [submitted]);

  const setPlace = useCallback(
    (which: MapTarget, place: Place | null) => {
      setValue(which, place, { shouldDirty: true, shouldValidate: isSubmitted.current });
      if (which === 'pickup' && place) setMapTarget('drop');
    },
    [setValue],
  );

  const pickPoint = useCallback(
    (which: MapTarget, point: LatLng) => {
      const picked = { lat: point.lat, lng: point.lng, address: pointAddress(point) };
      setPlace(which, picked);
      const nameLater = async () => {
        const found = await queryClient.fetchQuery(reversePlaceQueryOptions(picked));
        if (!found || !samePlace(getValues(which), picked)) return;
        setValue(
          which,
          { ...picked, address: found.address },
          { shouldDirty: true, shouldValidate: isSubmitted.current },
        );
      };
      nameLater().catch(() => undefined); // the coordinates stay
    },
    [setPlace, queryClient, getValues, setValue],
  );

  return useMemo(
    () => ({ mapTarget, setMapTarget, setPlace, pickPoint }),
    [mapTarget, setPlace, pickPoint],
  );
}

export type PlacePicking = ReturnType<typeof usePlacePicking>;
