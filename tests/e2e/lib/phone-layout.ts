import type { Locator } from 'playwright-core';

/**
 * In-page measures of a phone's layout (issue 38 points 2 and 13), by bounding boxes: each says
 * which element is wrong and where. They run in the page; this project has no DOM types, so the
 * parts of the DOM they read are declared here.
 */

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
  height: number;
}
interface El {
  textContent: string | null;
  scrollWidth: number;
  clientWidth: number;
  parentElement: El | null;
  childNodes: ArrayLike<{ nodeType: number; textContent: string | null }>;
  getBoundingClientRect(): Box;
  querySelectorAll(selector: string): ArrayLike<El>;
}
interface Win {
  innerHeight: number;
  getComputedStyle(el: El): { overflowX: string; overflowY: string };
  document: {
    documentElement: El;
    createRange(): { selectNodeContents(node: unknown): void; getClientRects(): ArrayLike<Box> };
  };
}

/**
 * The texts of an element that lie over one another (runs in the page): the glyph boxes of each
 * text it holds, pairwise; e.g. a category's name under its price. Returns the pairs.
 */
export function overlappingTexts(element: unknown): string[] {
  const root = element as El;
  const doc = (globalThis as unknown as Win).document;
  const texts: { text: string; boxes: Box[] }[] = [];
  for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
    for (const node of Array.from(el.childNodes)) {
      const text = (node.textContent ?? '').trim();
      if (node.nodeType !== 3 || !text) continue;
      const range = doc.createRange();
      range.selectNodeContents(node);
      texts.push({ text, boxes: Array.from(range.getClientRects()) });
    }
  }
  const meet = (a: Box, b: Box) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5;
  const found: string[] = [];
  texts.forEach((a, i) => {
    for (const b of texts.slice(i + 1)) {
      if (a.boxes.some((x) => b.boxes.some((y) => meet(x, y)))) found.push(`${a.text} / ${b.text}`);
    }
  });
  return found;
}

/** How far an element runs past the screen's sides, in px (runs in the page); 0 inside. */
export function pastTheSides(element: unknown): number {
  const r = (element as El).getBoundingClientRect();
  const width = (globalThis as unknown as Win).document.documentElement.clientWidth;
  return Math.max(0, -r.left, r.right - width);
}

/**
 * The part of an element the rider can see (runs in the page): its box cut by every ancestor
 * that clips what overflows it (a scrolling list), and by the screen. Null when none shows.
 */
export function visibleBox(element: unknown): Box | null {
  const win = globalThis as unknown as Win;
  const el = element as El;
  const r = el.getBoundingClientRect();
  let { left, top, right, bottom } = r;
  for (let up = el.parentElement; up; up = up.parentElement) {
    const style = win.getComputedStyle(up);
    if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
    const c = up.getBoundingClientRect();
    left = Math.max(left, c.left);
    top = Math.max(top, c.top);
    right = Math.min(right, c.right);
    bottom = Math.min(bottom, c.bottom);
  }
  top = Math.max(top, 0);
  bottom = Math.min(bottom, win.innerHeight);
  if (right - left <= 0.5 || bottom - top <= 0.5) return null;
  return { left, top, right, bottom, width: right - left, height: bottom - top };
}

/** The element's box on the screen (for comparing with another's). */
export async function boxOf(locator: Locator): Promise<Box> {
  return locator.evaluate((el) => {
    const { left, right, top, bottom, width, height } = (el as El).getBoundingClientRect();
    return { left, right, top, bottom, width, height };
  });
}

/** Whether the element's text shows whole: nothing of it cut off sideways (runs in the page). */
export function textShowsWhole(element: unknown): boolean {
  const el = element as El;
  return el.scrollWidth <= el.clientWidth + 0.5;
}

export type { Box };
