/** Reloads the page (its own module, so that tests can replace it). */
export function reloadPage(): void {
  window.location.reload();
}
