import { describe, expect, it } from 'vitest';
import { describeLocaleTexts, englishLeftovers } from '../../test/localeTexts';

/**
 * The back office's texts (decision 065): every key in English, Spanish and French, and no
 * English left in the Spanish and French. Texts both languages write as English does are listed.
 */
describeLocaleTexts("the back office's texts", import.meta.dirname, {
  sameAsEnglish: {
    es: ['Base', 'No'],
    fr: [
      'Action',
      'Actions',
      'Active',
      'Article',
      'Code',
      'Commission',
      'Commission (%)',
      'Date',
      'Description',
      'Documents',
      'Maximum',
      'Message',
      'Minimum',
      'Photo',
      'Version {{version}}',
    ],
  },
});

describe('the English-leftover check', () => {
  it('finds an untranslated text and English words kept in a translation', () => {
    expect(englishLeftovers('Sign out', 'Sign out')).toEqual(['(untranslated)']);
    expect(englishLeftovers('Buscar trips', 'Find trips')).toEqual(['trips']);
    expect(englishLeftovers('Rechercher des courses', 'Find trips')).toEqual([]);
  });

  it('lets a shared word stand when it is listed, and brand words always', () => {
    expect(englishLeftovers('Total', 'Total', new Set(['Total']))).toEqual([]);
    expect(englishLeftovers('Back-office FairFare', 'FairFare back office')).toEqual(['Back']);
    expect(englishLeftovers('{{name}} · FairFare', '{{name}} · FairFare')).toEqual([]);
  });
});
