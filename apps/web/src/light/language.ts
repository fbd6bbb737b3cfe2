import { isLanguage } from '@fairfare/contracts/languages';
import { LANGUAGE_FORM_CLASS } from '../app/layout/headerParts';
import { writeLanguage } from '../shared/storage';

/**
 * The language switcher on a content page, without React (issue 27): choosing a language sends
 * the switcher's form at once (the service sets the cookie and renders this page again in it),
 * and keeps the choice as the session value `language` (docs/product/overview.md) for the app screens.
 */
export function enhanceLanguage(root: Document): void {
  const form = root.querySelector<HTMLFormElement>(`form.${LANGUAGE_FORM_CLASS}`);
  const select = form?.querySelector<HTMLSelectElement>('select[name="lang"]');
  if (!form || !select) return;
  select.addEventListener('change', () => {
    if (!isLanguage(select.value)) return;
    writeLanguage(select.value);
    form.submit();
  });
}
