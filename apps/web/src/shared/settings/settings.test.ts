import { describe, expect, it } from 'vitest';
import type { Constant } from '@fairfare/contracts/constants';
import {
  readDriverRadiusKm,
  readStoredSettings,
  readTimerMinutes,
  settingsFromConstants,
  writeStoredSettings,
} from './settings';
import { readTripMode, writeTripMode } from './tripMode';

const c = (constant_id: number, constant_key: string, constant_value: string): Constant => ({
  constant_id,
  constant_key,
  constant_value,
});

describe('settingsFromConstants', () => {
  it('finds each value by key, whatever the ids and the order', () => {
    const constants = [
      c(7, 'tz_offset', '-5'),
      c(0, 'rl_driver_radius', '25'),
      c(99, 'unrelated', 'x'),
      c(5, 'timer_value', '5'),
      c(43, 'driver_radius', '10'),
    ];
    expect(settingsFromConstants(constants)).toEqual({
      tzOffset: -5,
      driverRadiusKm: 10,
      rlDriverRadiusKm: 25,
      timerMinutes: 5,
    });
    // the spec's ids (43, 0) do not matter: another entry with id 43 is not the radius
    expect(settingsFromConstants([c(43, 'other', '3')]).driverRadiusKm).toBeUndefined();
  });

  it('reads fractional offsets and decimals', () => {
    const s = settingsFromConstants([c(1, 'tz_offset', '5.5'), c(2, 'timer_value', '2.5')]);
    expect(s.tzOffset).toBe(5.5);
    expect(s.timerMinutes).toBe(2.5);
  });

  it('leaves out missing, blank, non-numeric and out-of-range values', () => {
    expect(settingsFromConstants([])).toEqual({
      tzOffset: undefined,
      driverRadiusKm: undefined,
      rlDriverRadiusKm: undefined,
      timerMinutes: undefined,
    });
    const s = settingsFromConstants([
      c(1, 'tz_offset', '15'),
      c(2, 'driver_radius', 'ten'),
      c(3, 'rl_driver_radius', '-1'),
      c(4, 'timer_value', ' '),
    ]);
    expect(s).toEqual({
      tzOffset: undefined,
      driverRadiusKm: undefined,
      rlDriverRadiusKm: undefined,
      timerMinutes: undefined,
    });
    expect(settingsFromConstants([c(1, 'tz_offset', '0')]).tzOffset).toBe(0);
  });
});

describe('stored settings', () => {
  it('keeps the radii and the countdown in localStorage under their keys', () => {
    writeStoredSettings({
      tzOffset: -5,
      driverRadiusKm: 10,
      rlDriverRadiusKm: 25,
      timerMinutes: 5,
    });
    expect(localStorage.getItem('driver_radius')).toBe('10');
    expect(localStorage.getItem('rl_driver_radius')).toBe('25');
    expect(localStorage.getItem('timer_value')).toBe('5');
    expect(localStorage.getItem('tz_offset')).toBeNull();
    expect(readStoredSettings()).toEqual({
      driverRadiusKm: 10,
      rlDriverRadiusKm: 25,
      timerMinutes: 5,
    });
    expect(readDriverRadiusKm()).toBe(10);
    expect(readTimerMinutes()).toBe(5);
  });

  it('removes a value the service no longer has, and ignores garbage', () => {
    writeStoredSettings({ tzOffset: 0, driverRadiusKm: 10, rlDriverRadiusKm: 25, timerMinutes: 5 });
    writeStoredSettings({
      tzOffset: 0,
      driverRadiusKm: undefined,
      rlDriverRadiusKm: 25,
      timerMinutes: 5,
    });
    expect(localStorage.getItem('driver_radius')).toBeNull();
    localStorage.setItem('timer_value', 'soon');
    expect(readTimerMinutes()).toBeUndefined();
  });
});

describe('trip mode', () => {
  it("is 'now' unless 'later' is stored in sessionStorage under trip_mode", () => {
    expect(readTripMode()).toBe('now');
    writeTripMode('later');
    expect(sessionStorage.getItem('trip_mode')).toBe('later');
    expect(readTripMode()).toBe('later');
    writeTripMode('now');
    expect(readTripMode()).toBe('now');
    sessionStorage.setItem('trip_mode', 'LATER');
    expect(readTripMode()).toBe('now');
  });
});
