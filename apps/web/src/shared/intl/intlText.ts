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

type Formatter = { format(value: number): string };

const formatters = new Map<string, Formatter>();
const regionNames = new Map<string, Intl.DisplayNames>();

/** Texts the page arrived with, by key (see `keyOf`). */
const fromPage = new Map<string, string>();
/** While the service renders a page: the texts it formatted. */
let recording: Map<string, string> | null = null;

function keyOf(kind: string, language: string, options: object | string, value: number | string) {
  return `${kind}|${language}|${typeof options === 'string' ? options : JSON.stringify(options)}|${value}`;
}

function text(key: string, format: () => string): string {
  const known = fromPage.get(key);
  if (known !== undefined) return known;
  const result = format();
  recording?.set(key, result);
  return result;
}

function formatter(key: string, make: () => Formatter): Formatter {
  let made = formatters.get(key);
  if (!made) {
    made = make();
    formatters.set(key, made);
  }
  return made;
}

/** `new Intl.NumberFormat(language, options).format(value)`. */
export function numberText(
  language: string,
  options: Intl.NumberFormatOptions,
  value: number,
): string {
  const key = keyOf('n', language, options, value);
  return text(key, () =>
    formatter(
      `n|${language}|${JSON.stringify(options)}`,
      () => new Intl.NumberFormat(language, options),
    ).format(value),
  );
}

/** `new Intl.DateTimeFormat(language, options).format(epochMs)`. */
export function dateText(
  language: string,
  options: Intl.DateTimeFormatOptions,
  epochMs: number,
): string {
  const key = keyOf('d', language, options, epochMs);
  return text(key, () =>
    formatter(`d|${language}|${JSON.stringify(options)}`, () => {
      const made = new Intl.DateTimeFormat(language, options);
      return { format: (value: number) => made.format(value) };
    }).format(epochMs),
  );
}

/** A country's name in `language` from its ISO 3166 code, or undefined when Intl has none. */
export function regionText(language: string, isoCode: string): string | undefined {
  const key = keyOf('r', language, 'region', isoCode);
  const known = fromPage.get(key);
  if (known !== undefined) return known;
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    regionNames.set(language, names);
  }
  const name = names.of(isoCode);
  if (name !== undefined) recording?.set(key, name);
  return name;
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
