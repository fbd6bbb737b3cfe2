/**
 * Every number, amount, date and country name the site formats with `Intl` goes through here
 * (issue 12). Two reasons:
 *
 * - The first `Intl.NumberFormat` or `Intl.DateTimeFormat` a page makes loads the locale's ICU
 *   data: ~40 ms on a fast machine, a long task on a phone, and it used to land in the middle of
 *   hydrating a rendered page (the home page's fares, the blog's dates). A page rendered by the
 *   service now carries the texts it formatted (`recordTexts`, PageState.texts) and the browser
 *   takes them from there (`seedTexts`), so hydrating needs no ICU data at all; the HTML and the
 *   hydrated page also read the same, whatever the two ICU versions say.
 * - A formatter is made once per language and options, not once per value (a list of fares made
 *   one per line).
 *
 * Each function throws what the `Intl` constructor throws for an unknown language, currency or
 * option (a RangeError), so that callers keep their fallbacks.
 */

/** The formatters made so far, by kind, language and options (see `settingOf`). */
const formatters = new Map<string, unknown>();

/** Texts the page arrived with, by setting and value. */
const fromPage = new Map<string, string>();
/** While the service renders a page: the texts it formatted. */
let recording: Map<string, string> | null = null;

function settingOf(kind: string, language: string, options: object | string): string {
  return `${kind}|${language}|${typeof options === 'string' ? options : JSON.stringify(options)}`;
}

/**
 * The text of `value`: the page's own when it came with the page; otherwise what `format` makes
 * of it with the formatter of this kind, language and options (made once by `make`), recorded
 * while the service renders.
 */
function textOf<F, T extends string | undefined>(
  [kind, language, options]: [kind: string, language: string, options: object | string],
  value: number | string,
  make: () => F,
  format: (formatter: F) => T,
): T {
  const setting = settingOf(kind, language, options);
  const key = `${setting}|${value}`;
  const known = fromPage.get(key);
  if (known !== undefined) return known as T;
  let formatter = formatters.get(setting) as F | undefined;
  if (formatter === undefined) {
    formatter = make();
    formatters.set(setting, formatter);
  }
  const text = format(formatter);
  if (text !== undefined) recording?.set(key, text);
  return text;
}

/** `new Intl.NumberFormat(language, options).format(value)`. */
export function numberText(
  language: string,
  options: Intl.NumberFormatOptions,
  value: number,
): string {
  return textOf(
    ['n', language, options],
    value,
    () => new Intl.NumberFormat(language, options),
    (made) => made.format(value),
  );
}

/** `new Intl.DateTimeFormat(language, options).format(epochMs)`. */
export function dateText(
  language: string,
  options: Intl.DateTimeFormatOptions,
  epochMs: number,
): string {
  return textOf(
    ['d', language, options],
    epochMs,
    () => new Intl.DateTimeFormat(language, options),
    (made) => made.format(epochMs),
  );
}

/** A country's name in `language` from its ISO 3166 code, or undefined when Intl has none. */
export function regionText(language: string, isoCode: string): string | undefined {
  return textOf(
    ['r', language, 'region'],
    isoCode,
    () => new Intl.DisplayNames([language], { type: 'region' }),
    (names) => names.of(isoCode),
  );
}

/**
 * Runs `render` (synchronous, as React's renderToString is) and returns the texts formatted during
 * it, for the page's state. Renders cannot interleave within one synchronous call.
 */
export function recordTexts<T>(render: () => T): { result: T; texts: Record<string, string> } {
  const outer = recording;
  const texts = new Map<string, string>();
  recording = texts;
  try {
    return { result: render(), texts: Object.fromEntries(texts) };
  } finally {
    recording = outer;
  }
}

/** The texts a rendered page arrived with (replacing any earlier ones); anything else is ignored. */
export function seedTexts(texts: unknown): void {
  fromPage.clear();
  if (typeof texts !== 'object' || texts === null) return;
  for (const [key, value] of Object.entries(texts)) {
    if (typeof value === 'string') fromPage.set(key, value);
  }
}
