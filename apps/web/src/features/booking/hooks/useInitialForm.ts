import { useEffect, useState } from 'react';
import type { Trip } from '@fairfare/contracts/trips';
import type { CachedCity } from '../../../domain/cities/mergeCities';
import { forgetRouteToRebook } from '../../../domain/trips/rebookRoute';
import { clearDraft } from '../model/draft';
import { editTripOffset, initialForm } from '../model/initialForm';
import type { BookingMode } from '../model/validate';

/**
 * What the booking form starts with (see initialForm), read once when it opens. A booking kept
 * over a login detour is read once: a reload starts afresh.
 */
export function useInitialForm(
  mode: BookingMode,
  path: string,
  editTrip: Trip | undefined,
  settingsTzOffset: number | undefined,
  cities: CachedCity[] | undefined,
) {
  const [initial] = useState(() =>
    initialForm(mode, path, editTrip, settingsTzOffset ?? editTripOffset(editTrip, cities)),
  );
  useEffect(() => {
    if (initial.fromDraft) clearDraft();
    if (initial.fromRebook) forgetRouteToRebook();
  }, [initial]);
  return initial;
}
