import { LANGUAGES } from '@fairfare/contracts/languages';
import { i18n } from '../../shared/i18n/i18n';
import { DRIVE_NAMESPACE, loadDriveTexts } from './texts';

/** Tests: the driver app's texts in every language, as the app loads them when it starts. */
export async function loadDriveTextsForTests(): Promise<void> {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, DRIVE_NAMESPACE, await loadDriveTexts(language), true, true);
  }
}
