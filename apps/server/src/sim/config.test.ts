import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

describe('simulator configuration', () => {
  it('is on at speed 1 by default, off in tests unless asked', () => {
    expect(loadConfig({}).simulator).toEqual({ enabled: true, speed: 1, driveKmh: 40 });
    expect(loadConfig({ NODE_ENV: 'test' }).simulator.enabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', SIMULATOR: 'on' }).simulator.enabled).toBe(true);
    expect(
      loadConfig({ SIMULATOR: 'off', SIMULATOR_SPEED: '10', SIMULATOR_DRIVE_KMH: '300' }).simulator,
    ).toEqual({ enabled: false, speed: 10, driveKmh: 300 });
  });

  it('rejects an unknown switch or a speed out of range', () => {
    expect(() => loadConfig({ SIMULATOR: 'yes' })).toThrow(/SIMULATOR/);
    expect(() => loadConfig({ SIMULATOR_SPEED: '0' })).toThrow(/SIMULATOR_SPEED/);
    expect(() => loadConfig({ SIMULATOR_SPEED: '5000' })).toThrow(/SIMULATOR_SPEED/);
    expect(() => loadConfig({ SIMULATOR_DRIVE_KMH: '0' })).toThrow(/SIMULATOR_DRIVE_KMH/);
  });

  it('takes overrides of the behaviour as JSON (SIMULATOR_BEHAVIOUR)', () => {
    expect(loadConfig({}).simulator.behaviour).toBeUndefined();
    const json =
      '{"offerAtFare":1,"offerAbove":0,"cancelBeforePickup":1,"departDelayS":[5,5],"pickupWaitS":[40,60],"cashConfirmDelayS":[0,0]}';
    expect(loadConfig({ SIMULATOR_BEHAVIOUR: json }).simulator.behaviour).toEqual({
      offerAtFare: 1,
      offerAbove: 0,
      cancelBeforePickup: 1,
      departDelayS: [5, 5],
      pickupWaitS: [40, 60],
      cashConfirmDelayS: [0, 0],
    });
  });

  it('refuses behaviour that is not JSON, unknown keys, shares out of range or adding up past 1', () => {
    const bad = [
      'offerAtFare=1',
      '[1]',
      '{"offerAtFair":1}',
      '{"cancelBeforePickup":1.5}',
      '{"acceptCounter":-0.1}',
      '{"offerAtFare":1}', // + the default offerAbove 0.4
      '{"acceptCounter":0.8,"counterAgain":0.3}',
      '{"pickupWaitS":[60,40]}',
      '{"pickupWaitS":[5]}',
      '{"departDelayS":[-1,2]}',
      '{"cashConfirmDelayS":[10,5]}',
    ];
    for (const value of bad) {
      expect(() => loadConfig({ SIMULATOR_BEHAVIOUR: value }), value).toThrow(
        /SIMULATOR_BEHAVIOUR/,
      );
    }
  });
});
