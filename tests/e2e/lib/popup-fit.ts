import { waitForHydration } from './navigation.ts';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Viewport } from './suite.ts';

/** The phones the ride popups must fit (issue 26): the smallest one, and a common one. */
export const PHONES: readonly Viewport[] = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
];

/** The parts of the DOM these checks read (this project has no DOM types). */
interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
  height: number;
}
interface Node {
  tagName: string;
  className: unknown;
  textContent: string | null;
  scrollWidth: number;
  clientWidth: number;
  getBoundingClientRect(): Box;
  querySelectorAll(selector: string): ArrayLike<Node>;
  closest(selector: string): Node | null;
}
interface Window {
  innerWidth: number;
  innerHeight: number;
  document: {
    documentElement: Node;
    querySelector(selector: string): (Node & { getAnimations(): unknown[] }) | null;
    querySelectorAll(selector: string): ArrayLike<Node & { getAnimations(): unknown[] }>;
    createRange(): { selectNodeContents(node: Node): void; getClientRects(): ArrayLike<Box> };
  };
}

/**
 * What of a popup lies outside the screen, or outside the popup itself, sideways: each element
 * as `tag.class "text…": left–right`, and whether the backdrop (what scrolls while a popup is
 * open: the page behind is locked) scrolls sideways. Runs in the page. Elements of 1 px or less
 * (the visually hidden texts) are skipped; the popup scrolls up and down, so only widths count.
 */
function overflowIn(element: unknown): string[] {
  const dialog = element as Node;
  const win = globalThis as unknown as Window;
  const screenWidth = win.document.documentElement.clientWidth;
  const box = dialog.getBoundingClientRect();
  const found: string[] = [];
  const name = (el: Node) => {
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    const cls =
      typeof el.className === 'string' && el.className ? `.${el.className.split(' ')[0]}` : '';
    return `${el.tagName.toLowerCase()}${cls} "${text}"`;
  };
  const span = (r: Box) => `${Math.round(r.left)}–${Math.round(r.right)} of ${screenWidth}`;
  const backdrop = dialog.closest('.ride-overlay');
  if (backdrop && backdrop.scrollWidth > backdrop.clientWidth) {
    found.push(`the backdrop scrolls sideways: ${backdrop.scrollWidth} px`);
  }
  if (box.left < -0.5 || box.right > screenWidth + 0.5) found.push(`the popup: ${span(box)}`);
  for (const el of Array.from(dialog.querySelectorAll('*'))) {
    const r = el.getBoundingClientRect();
    if (r.width <= 1 && r.height <= 1) continue;
    if (r.left < box.left - 0.5 || r.right > box.right + 0.5) found.push(`${name(el)}: ${span(r)}`);
  }
  return found;
}

/** Where the OTP is (runs in the page): inside the screen, and on how many lines. */
function otpSeen(element: unknown): { inside: boolean; lines: number } {
  const el = element as Node;
  const win = globalThis as unknown as Window;
  const r = el.getBoundingClientRect();
  const range = win.document.createRange();
  range.selectNodeContents(el);
  return {
    inside:
      r.left >= 0 &&
      r.top >= 0 &&
      r.right <= win.document.documentElement.clientWidth &&
      r.bottom <= win.innerHeight,
    lines: new Set(Array.from(range.getClientRects(), (line) => Math.round(line.top))).size,
  };
}

/**
 * Checks that a popup fits each phone (PHONES): nothing of it lies outside the screen sideways
 * and nothing scrolls sideways. Leaves the page at the last phone's size.
 */
export async function expectFitsPhones(popup: Locator): Promise<void> {
  await popup.waitFor();
  const page = popup.page();
  for (const phone of PHONES) {
    await page.setViewportSize(phone);
    // after the resize's layout (a frame), the boxes are the new ones
    await page.evaluate('new Promise((done) => requestAnimationFrame(() => done(null)))');
    const overflow = await popup.evaluate(overflowIn);
    expect(overflow, `${phone.width} × ${phone.height}`).toEqual([]);
  }
}

/**
 * Checks that the OTP can be read whole on each phone: scrolled to, it lies inside the screen,
 * and its four digits are on one line.
 */
export async function expectOtpVisible(otp: Locator): Promise<void> {
  const page = otp.page();
  expect(await otp.innerText()).toMatch(/^\d{4}$/);
  for (const phone of PHONES) {
    await page.setViewportSize(phone);
    await otp.scrollIntoViewIfNeeded();
    const seen = await otp.evaluate(otpSeen);
    expect(seen, `${phone.width} × ${phone.height}`).toEqual({ inside: true, lines: 1 });
  }
}

/** Where an element is (runs in the page): wholly inside the screen or not. */
function whollyInView(element: unknown): boolean {
  const r = (element as Node).getBoundingClientRect();
  const win = globalThis as unknown as Window;
  return (
    r.left >= 0 &&
    r.top >= 0 &&
    r.right <= win.document.documentElement.clientWidth &&
    r.bottom <= win.innerHeight
  );
}

/** Checks that an element is wholly on the screen as it is now (without scrolling to it). */
export async function expectInView(element: Locator): Promise<void> {
  expect(await element.evaluate(whollyInView), 'wholly on the screen').toBe(true);
}

/** Where the popups' backdrop ends and the toast begins (runs in the page), once it stopped moving. */
function toastAndBackdrop(): { settled: boolean; backdropBottom: number; toastTop: number } | null {
  const doc = (globalThis as unknown as Window).document;
  const backdrop = doc.querySelector('.ride-overlay');
  // the toast on screen: while a popup is open a phone shows only the newest (dialog.css)
  const toasts = Array.from(doc.querySelectorAll('.Toastify__toast'));
  const toast = toasts[toasts.length - 1];
  if (!backdrop || !toast) return null;
  return {
    settled: toast.getAnimations().length === 0,
    backdropBottom: backdrop.getBoundingClientRect().bottom,
    toastTop: toast.getBoundingClientRect().top,
  };
}

/**
 * Checks that a toast showing over the popups covers none of them: the backdrop in which the
 * popups scroll ends above the toast (once the toast has slid in).
 */
export async function expectToastClearOfPopups(page: Page): Promise<void> {
  await expect
    .poll(async () => (await page.evaluate(toastAndBackdrop))?.settled, { timeout: 5_000 })
    .toBe(true);
  const at = await page.evaluate(toastAndBackdrop);
  expect(at?.backdropBottom).toBeLessThanOrEqual((at?.toastTop ?? 0) + 0.5);
}

/** Chooses the interface language with the header's selector (a phone's menu is opened first). */
export async function chooseLanguage(page: Page, value: 'en' | 'es' | 'fr'): Promise<void> {
  const select = page.getByLabel(/^(Language|Idioma|Langue)$/);
  // a press before the page's script took over the button would open nothing
  await waitForHydration(page);
  if (!(await select.isVisible())) {
    await page.getByRole('button', { name: /^(Menu|Menú)$/ }).click();
  }
  await select.waitFor({ state: 'visible' });
  await select.selectOption(value);
}
