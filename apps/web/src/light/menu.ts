import { MENU_ID, MENU_TOGGLE_CLASS } from '../app/layout/headerParts';

/**
 * The header's Menu button on a content page, without React (issue 27; docs/product/states.md "Header menu"):
 * it opens and closes the menu (`aria-expanded`, and `data-open` for the styles, as Header.tsx
 * renders them), Escape closes it and gives the focus back to the button, choosing a link closes
 * it.
 */
export function enhanceMenu(root: Document): void {
  const toggle = root.querySelector<HTMLButtonElement>(`.${MENU_TOGGLE_CLASS}`);
  const menu = root.getElementById(MENU_ID);
  if (!toggle || !menu) return;
  const burger = toggle.querySelector<HTMLElement>('[data-open]');
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    menu.dataset.open = String(open);
    if (burger) burger.dataset.open = String(open);
  };

  toggle.addEventListener('click', () => setOpen(!isOpen()));
  toggle.closest('header')?.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setOpen(false);
    toggle.focus();
  });
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  });
  // back to a page kept in the back/forward cache: the menu it left open is closed
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) setOpen(false);
  });
}
