/**
 * A place field shown before its script is there (decision 068): the booking screen's first
 * paint holds the route's fields as plain inputs (EarlyPlaceField), which a rider can tap and type
 * into while the form's scripts still load and evaluate, on a slow phone for a second or more.
 * The place field with the same id then takes over what was typed (its text, the caret, the
 * focus) when it mounts in their place (usePlaceCombobox's `takeOver`).
 */
export interface EarlyPlaceText {
  text: string;
  /** The rider was in the field when the place field took its place. */
  focused: boolean;
  /** Where the caret was. */
  caret: number;
}

/** The early inputs by id; a removed one is kept, since it still holds what was typed. */
const inputs = new Map<string, HTMLInputElement>();
let focusedId: string | null = null;

/** Keeps the early input `node` (a ref callback's argument) under its id. */
export function holdEarlyInput(node: HTMLInputElement | null): void {
  if (!node) return;
  inputs.set(node.id, node);
  // tapped before React was listening (the page still hydrating)
  if (node.ownerDocument.activeElement === node) focusedId = node.id;
}

/** The rider moved into the early input `id`. */
export function earlyInputFocused(id: string): void {
  focusedId = id;
}

/**
 * The rider left the early input `node`, or it was removed (the place field took its place,
 * which the browser may report as a blur): only the first forgets the focus. The removal is over
 * by the microtask, which runs after the place field's layout effect has read the focus.
 */
export function earlyInputBlurred(node: HTMLInputElement): void {
  queueMicrotask(() => {
    if (node.isConnected && focusedId === node.id) focusedId = null;
  });
}

/** What was typed in the early input `id`, if the rider typed anything. */
export function readEarlyInput(id: string): EarlyPlaceText | null {
  const node = inputs.get(id);
  if (!node || node.value === '') return null;
  return {
    text: node.value,
    focused: focusedId === id,
    caret: node.selectionStart ?? node.value.length,
  };
}

/** The place field `id` has taken over: later fields start empty. */
export function forgetEarlyInput(id: string): void {
  inputs.delete(id);
  if (focusedId === id) focusedId = null;
}
