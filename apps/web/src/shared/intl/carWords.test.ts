import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, i18n } from '../i18n/i18n';
import { carWord, carWordKey } from './carWords';

afterEach(async () => {
  await changeLanguage('en');
});

describe('car types and colours from the database', () => {
  it('knows the usual words whatever their case or spelling', () => {
    expect(carWordKey('type', 'Sedan')).toBe('car.types.sedan');
    expect(carWordKey('type', ' SUV ')).toBe('car.types.suv');
    expect(carWordKey('type', 'Station  wagon')).toBe('car.types.wagon');
    expect(carWordKey('colour', 'Red')).toBe('car.colours.red');
    expect(carWordKey('colour', 'gray')).toBe('car.colours.grey');
    expect(carWordKey('colour', 'Sedan')).toBeNull();
    expect(carWordKey('type', 'Tuk-tuk')).toBeNull();
  });

  it.each([
    ['fr', 'Berline', 'Rouge', 'Argent'],
    ['es', 'Sedán', 'Rojo', 'Plateado'],
    ['en', 'Sedan', 'Red', 'Silver'],
  ] as const)(
    'says them in %s and shows an unknown one as it came',
    async (language, sedan, red, silver) => {
      await changeLanguage(language);
      const t = (key: string) => i18n.t(key, { ns: 'common' });
      expect(carWord(t, 'type', 'Sedan')).toBe(sedan);
      expect(carWord(t, 'colour', 'Red')).toBe(red);
      expect(carWord(t, 'colour', 'silver')).toBe(silver);
      expect(carWord(t, 'colour', 'Midnight teal')).toBe('Midnight teal');
    },
  );
});
