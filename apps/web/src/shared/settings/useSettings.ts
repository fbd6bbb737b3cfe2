/**
 * `useSettings(): { tzOffset, driverRadiusKm, rlDriverRadiusKm, timerMinutes, isLoading, error }`
 *
 * Asks `constantapi/getconstants` (react-query, 30-minute staleTime), reads the entries by key,
 * and stores driver_radius, rl_driver_radius and timer_value locally (docs/product/data.md) whenever an answer
 * arrives. Until then the radii and the countdown come from what was stored before, and `tzOffset`
 * is undefined (the live clock then runs at offset 0, docs/product/states.md "Clock").
 */
import { useEffect, useMemo } from 'react';
import { useConstants } from './api/getConstants';
import {
  readStoredSettings,
  settingsFromConstants,
  writeStoredSettings,
  type Settings,
} from './settings';

export interface UseSettingsResult extends Settings {
  isLoading: boolean;
  error: unknown;
}

export function useSettings(): UseSettingsResult {
  const constants = useConstants();
  const fromServer = useMemo(
    () => (constants.data ? settingsFromConstants(constants.data) : undefined),
    [constants.data],
  );

  useEffect(() => {
    if (fromServer) writeStoredSettings(fromServer);
  }, [fromServer]);

  const settings = fromServer ?? { tzOffset: undefined, ...readStoredSettings() };
  return { ...settings, isLoading: constants.isLoading, error: constants.error ?? undefined };
}
