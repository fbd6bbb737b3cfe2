import { vi } from 'vitest';

/**
 * Makes `Intl.DateTimeFormat` run in `timeZone` when it is given none, as in a browser set to
 * that zone (the test process's own zone cannot be changed once it runs). Undone by
 * `vi.unstubAllGlobals()`.
 */
export function stubBrowserTimeZone(timeZone: string): void {
  const Original = Intl.DateTimeFormat;
  const DateTimeFormat = function (
    locales?: Intl.LocalesArgument,
    options?: Intl.DateTimeFormatOptions,
  ) {
    return new Original(locales, { ...options, timeZone: options?.timeZone ?? timeZone });
  } as unknown as typeof Intl.DateTimeFormat;
  Object.assign(DateTimeFormat, { supportedLocalesOf: Original.supportedLocalesOf.bind(Original) });
  vi.stubGlobal('Intl', Object.create(Intl, { DateTimeFormat: { value: DateTimeFormat } }));
}
