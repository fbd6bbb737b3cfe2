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
  querySelector(selector: string): Node | null;
  querySelectorAll(selector: string): ArrayLike<Node>;
  closest(selector: string): Node | null;
  contains(other: Node | null): boolean;
}
interface Window {
  innerWidth: number;
  innerHeight: number;
  document: {
    documentElement: Node;
    elementFromPoint(x: number, y: number): Node | null;
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
 * What of a popup a rider does not see as it opens (runs in the page): its title and the buttons
 * of its own row of actions (the last `.ride-dialog__actions` among its children: Accept, Cancel
 * ride, Pay…) must each lie wholly on the screen and not be covered — what the screen shows at
 * the middle of each is that element (not a toast, not a bar). Returns what is not seen.
 */
function unseenAtOpening(element: unknown): string[] {
  const dialog = element as Node;
  const win = globalThis as unknown as Window;
  const doc = win.document;
  const rows = dialog.querySelectorAll(':scope > .ride-dialog__actions');
  const row = rows.length > 0 ? rows[rows.length - 1] : undefined;
  const wanted = [
    dialog.querySelector(':scope > h2'),
    ...(row ? Array.from(row.querySelectorAll('button, a')) : []),
  ];
  const unseen: string[] = [];
  for (const el of wanted) {
    if (!el) {
      unseen.push('(no title)');
      continue;
    }
    const r = el.getBoundingClientRect();
    const text = (el.textContent ?? '').trim().slice(0, 30);
    const inside =
      r.left >= -0.5 &&
      r.top >= -0.5 &&
      r.right <= doc.documentElement.clientWidth + 0.5 &&
      r.bottom <= win.innerHeight + 0.5;
    if (!inside) {
      unseen.push(
        `"${text}" at ${Math.round(r.top)}–${Math.round(r.bottom)} of ${win.innerHeight}`,
      );
      continue;
    }
    const hit = doc.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (!el.contains(hit)) unseen.push(`"${text}" covered by ${hit ? hit.tagName : 'nothing'}`);
  }
  return unseen;
}

export interface FitOptions {
  /**
   * Also check that the popup, as it is on each phone, shows its title and its actions (issue
   * 38 point 3); true unless told (a bar is no popup).
   */
  opensInView?: boolean;
  /** The popup's OTP, which must show too, without scrolling. */
  otp?: Locator;
}

/**
 * Checks that a popup fits each phone (PHONES): nothing of it lies outside the screen sideways
 * and nothing scrolls sideways; and that its title, its actions (and its OTP when given) are on
 * the screen, uncovered, without scrolling. Leaves the page at the last phone's size.
 */
export async function expectFitsPhones(popup: Locator, options: FitOptions = {}): Promise<void> {
  const { opensInView = true, otp } = options;
  await popup.waitFor();
  const page = popup.page();
  for (const phone of PHONES) {
    await page.setViewportSize(phone);
    // after the resize's layout (a frame), the boxes are the new ones
    await page.evaluate('new Promise((done) => requestAnimationFrame(() => done(null)))');
    const size = `${phone.width} × ${phone.height}`;
    const overflow = await popup.evaluate(overflowIn);
    expect(overflow, size).toEqual([]);
    if (opensInView) expect(await popup.evaluate(unseenAtOpening), size).toEqual([]);
    if (otp) expect(await otp.evaluate(whollyInView), `the OTP at ${size}`).toBe(true);
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
