import { describeLocaleTexts } from '../../test/localeTexts';

// The driver app's texts: every key in English, Spanish and French, and no English left in the
// Spanish and French (the back office's check, test/localeTexts.ts). Names of other companies'
// apps, and a word French writes as English does, stand as they are.
describeLocaleTexts("the driver app's texts", import.meta.dirname, {
  sameAsEnglish: {
    es: ['Google Maps', 'OpenStreetMap'],
    fr: ['Google Maps', 'OpenStreetMap', 'Menu'],
  },
});
