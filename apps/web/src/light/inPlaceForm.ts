import { IN_PLACE_FORM_ATTRIBUTE } from '../shared/ui/form/inPlace';

type Send = (url: string, init: RequestInit) => Promise<Response>;

/** The form's text fields, url-encoded as the browser would send them. */
function formBody(form: HTMLFormElement): URLSearchParams {
  const fields = Array.from(new FormData(form)).flatMap(([name, value]) =>
    typeof value === 'string' ? [[name, value]] : [],
  );
  return new URLSearchParams(fields);
}

function setBusy(form: HTMLFormElement, busy: boolean): void {
  form.setAttribute('aria-busy', String(busy));
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.querySelector<HTMLElement>('[class$="__label"]');
  if (!button) return;
  button.disabled = busy;
  const sending = button.dataset.sending;
  if (label && sending) {
    label.dataset.idle ??= label.textContent ?? '';
    label.textContent = busy ? sending : label.dataset.idle;
  }
}

/**
 * Where the focus goes in the form the service answered with: its first field in error, else its
 * thank-you, else its own error, so that a screen reader reads the outcome and a rider can mend.
 */
function focusOutcome(form: HTMLElement): void {
  const target =
    form.querySelector<HTMLElement>('[aria-invalid="true"]') ??
    form.querySelector<HTMLElement>('[role="status"], [role="alert"]');
  if (!target) return;
  if (!target.matches('input, textarea, select')) target.tabIndex = -1;
  target.focus();
}

/**
 * Sends `form` without leaving the page: the same POST as without script, then the form is
 * replaced by the one of the page the service answered with. Should nothing come back (offline)
 * or the answer hold no such form, the form is sent as a plain form after all: what the rider
 * then sees is what they would have seen without script.
 */
export async function sendInPlace(form: HTMLFormElement, send: Send = fetch): Promise<void> {
  if (form.getAttribute('aria-busy') === 'true') return;
  setBusy(form, true);
  let answer: Element | null;
  try {
    const response = await send(form.action, {
      method: 'POST',
      body: formBody(form),
      headers: { accept: 'text/html' },
      credentials: 'same-origin',
    });
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    answer = form.id ? page.getElementById(form.id) : null;
  } catch {
    answer = null;
  }
  if (!(answer instanceof HTMLFormElement)) {
    setBusy(form, false);
    HTMLFormElement.prototype.submit.call(form);
    return;
  }
  const replacement = form.ownerDocument.importNode(answer, true);
  form.replaceWith(replacement);
  focusOutcome(replacement);
}

/**
 * Sends every in-place form of the page in place (forms the service swaps in too); returns what
 * stops it.
 */
export function enhanceInPlaceForms(root: Document, send?: Send): () => void {
  const listening = new AbortController();
  root.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute(IN_PLACE_FORM_ATTRIBUTE)) return;
      event.preventDefault();
      void sendInPlace(form, send);
    },
    { signal: listening.signal },
  );
  return () => listening.abort();
}
