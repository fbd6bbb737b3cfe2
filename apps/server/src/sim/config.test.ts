import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';

describe('simulator configuration', () => {
  it('is on at speed 1 by default, off in tests unless asked', () => {
    expect(loadConfig({}).simulator).toEqual({ enabled: true, speed: 1 });
    expect(loadConfig({ NODE_ENV: 'test' }).simulator.enabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', SIMULATOR: 'on' }).simulator.enabled).toBe(true);
    expect(loadConfig({ SIMULATOR: 'off', SIMULATOR_SPEED: '10' }).simulator).toEqual({
      enabled: false,
      speed: 10,
    });
  });

  it('rejects an unknown switch or a speed out of range', () => {
    expect(() => loadConfig({ SIMULATOR: 'yes' })).toThrow(/SIMULATOR/);
    expect(() => loadConfig({ SIMULATOR_SPEED: '0' })).toThrow(/SIMULATOR_SPEED/);
    expect(() => loadConfig({ SIMULATOR_SPEED: '5000' })).toThrow(/SIMULATOR_SPEED/);
  });
});
