import type { Language } from '@fairfare/contracts/languages';

/**
 * The back office's own texts (decision 065): one namespace, a file per language
 * (src/ops/shared/locales). Only the back office imports this module, so the texts are chunks of
 * its bundle alone (assets/ops/), never of the riders' site or the driver app.
 */
export const OPS_NAMESPACE = 'ops';

type TextsModule = { default: Record<string, unknown> };
const files = import.meta.glob<TextsModule>('./locales/*.json');

/** The back office's texts in `language` (each language its own chunk, loaded when spoken). */
export async function loadOpsTexts(language: Language): Promise<Record<string, unknown>> {
  const load = files[`./locales/${language}.json`] ?? files['./locales/en.json'];
  if (!load) throw new Error('the back office has no English texts');
  return (await load()).default;
}
