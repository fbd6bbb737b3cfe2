import { describeLocaleTexts } from '../../../test/localeTexts';

// The application's texts, checked as the driver app's are (test/localeTexts.ts).
describeLocaleTexts("the application's texts", import.meta.dirname);
