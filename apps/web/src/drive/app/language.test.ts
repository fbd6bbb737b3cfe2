import { describe, expect, it } from 'vitest';
import { driverLanguage } from './language';

describe("the driver app's language", () => {
  it("is the driver's own choice on this phone first", () => {
    expect(driverLanguage('fr', ['es-MX', 'en'])).toBe('fr');
  });

  it("else the phone's first language the app speaks, else English", () => {
    expect(driverLanguage(null, ['es-MX', 'en'])).toBe('es');
    expect(driverLanguage(null, ['pa-IN', 'fr-CA'])).toBe('fr');
    expect(driverLanguage('xx', ['de-DE'])).toBe('en');
    expect(driverLanguage(null, [])).toBe('en');
  });
});
