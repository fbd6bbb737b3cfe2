import { LANGUAGES } from '@fairfare/contracts/languages';
import { i18n } from '../../shared/i18n/i18n';
import { loadOpsTexts, OPS_NAMESPACE } from './texts';

/** Tests: the back office's texts in every language, as the app loads the one it speaks. */
export async function loadOpsTextsForTests(): Promise<void> {
  for (const language of LANGUAGES) {
    i18n.addResourceBundle(language, OPS_NAMESPACE, await loadOpsTexts(language), true, true);
  }
}
