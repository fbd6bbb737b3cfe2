/** The value setter of the element itself, past the watch React keeps on `input.value`. */
const setNativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/**
 * What a driver does on the ready-made sign-in (decision 067) before the app took the page over:
 * typing and "Send code". Left alone, the page's form would send itself the browser's way (a
 * reload that loses the number) and the app would hydrate fields whose typed values it never
 * saw. So the first script holds them: it keeps what is typed and stops the submission, and
 * `release(true)`, once the app hydrated the page, hands both to the app as if done then: each
 * typed value as an input event React reads, then the submission. `release(false)` (the app drew
 * its own screen instead) only stops holding. Only the first release counts.
 */
export function holdEarlyInput(root: HTMLElement): (replay: boolean) => void {
  const typed = new Map<HTMLInputElement, string>();
  let submitted: HTMLFormElement | null = null;
  const keep = (event: Event) => {
    if (event.target instanceof HTMLInputElement) typed.set(event.target, event.target.value);
  };
  const hold = (event: Event) => {
    event.preventDefault();
    if (event.target instanceof HTMLFormElement) submitted = event.target;
  };
  root.addEventListener('input', keep, true);
  root.addEventListener('submit', hold, true);
  let released = false;
  return (replay) => {
    if (released) return;
    released = true;
    root.removeEventListener('input', keep, true);
    root.removeEventListener('submit', hold, true);
    if (!replay || !setNativeValue) return;
    for (const [input, value] of typed) {
      if (!input.isConnected) continue;
      // React fires onChange when the value differs from the one it last saw: make it differ
      input.value = value === '' ? ' ' : '';
      setNativeValue.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    const form: HTMLFormElement | null = submitted;
    // in a task of its own, after React applied the values (and its effects) to the app's state
    if (form) setTimeout(() => form.isConnected && form.requestSubmit());
  };
}
