import type { Language } from '@fairfare/contracts/languages';

/** The driver app's own texts: one namespace, a file per language (src/drive/shared/locales). */
export const DRIVE_NAMESPACE = 'drive';

type TextsModule = { default: Record<string, unknown> };
const files = import.meta.glob<TextsModule>('./locales/*.json');

/** The driver app's texts in `language` (each language its own chunk, loaded when spoken). */
export async function loadDriveTexts(language: Language): Promise<Record<string, unknown>> {
  const load = files[`./locales/${language}.json`] ?? files['./locales/en.json'];
  if (!load) throw new Error('the driver app has no English texts');
  return (await load()).default;
}
