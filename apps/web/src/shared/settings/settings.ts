/**
 * The service constants the site uses, as session values (docs/product/data.md, api.md).
 *
 * Exports:
 * - `type Settings = { tzOffset; driverRadiusKm; rlDriverRadiusKm; timerMinutes }` (numbers or
 *   undefined when the service has no usable value).
 * - `settingsFromConstants(constants): Settings` — finds the entries BY KEY (driver_radius,
 *   rl_driver_radius, timer_value, tz_offset; spec ids 43 and 0 are not relied on).
 * - `readStoredSettings()` / `writeStoredSettings(settings)` — driver_radius, rl_driver_radius
 *   ("stored locally") and timer_value (minutes, a number) in localStorage; tz_offset is not
 *   stored.
 * - `readDriverRadiusKm()`, `readRlDriverRadiusKm()`, `readTimerMinutes()` — one stored value each.
 */
import { CONSTANT_KEYS, constantNumber, type Constant } from '@fairfare/contracts/constants';
import { storageKeys } from '../storage';

export interface Settings {
  /** Hours from UTC of the live clock (docs/product/screens.md "Live clock"); may be fractional (5.5). */
  tzOffset: number | undefined;
  /** Drivers within this many km of the pickup are asked (docs/product/rules.md Offers). */
  driverRadiusKm: number | undefined;
  /** The same for rides booked for later. */
  rlDriverRadiusKm: number | undefined;
  /** The free-cancellation countdown, in minutes (docs/product/constants.md "Countdown length"). */
  timerMinutes: number | undefined;
}

const positive = (value: number | undefined) =>
  value !== undefined && value > 0 ? value : undefined;

/** Real UTC offsets run from −12 to +14 hours. */
const utcOffset = (value: number | undefined) =>
  value !== undefined && value >= -12 && value <= 14 ? value : undefined;

export function settingsFromConstants(constants: readonly Constant[]): Settings {
  return {
    tzOffset: utcOffset(constantNumber(constants, CONSTANT_KEYS.tzOffset)),
    driverRadiusKm: positive(constantNumber(constants, CONSTANT_KEYS.driverRadius)),
    rlDriverRadiusKm: positive(constantNumber(constants, CONSTANT_KEYS.rlDriverRadius)),
    timerMinutes: positive(constantNumber(constants, CONSTANT_KEYS.timerValue)),
  };
}

function readNumber(key: string): number | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null || raw.trim() === '') return undefined;
    const value = Number(raw);
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined; // storage unavailable
  }
}

function writeNumber(key: string, value: number | undefined): void {
  try {
    if (value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, String(value));
  } catch {
    // storage unavailable or full: the values come again with the next visit
  }
}

export const readDriverRadiusKm = () => readNumber(storageKeys.driverRadius);
export const readRlDriverRadiusKm = () => readNumber(storageKeys.rlDriverRadius);
export const readTimerMinutes = () => readNumber(storageKeys.timerValue);

export function readStoredSettings(): Omit<Settings, 'tzOffset'> {
  return {
    driverRadiusKm: readDriverRadiusKm(),
    rlDriverRadiusKm: readRlDriverRadiusKm(),
    timerMinutes: readTimerMinutes(),
  };
}

export function writeStoredSettings(settings: Settings): void {
  writeNumber(storageKeys.driverRadius, settings.driverRadiusKm);
  writeNumber(storageKeys.rlDriverRadius, settings.rlDriverRadiusKm);
  writeNumber(storageKeys.timerValue, settings.timerMinutes);
}
