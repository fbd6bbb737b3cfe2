import { useEffect, useState } from 'react';

type Format = (number: string) => string;

let format: Format | undefined;
let loading: Promise<Format> | undefined;

/**
 * Loads the phone formatter once: libphonenumber-js and its countries' metadata, ~29 KB gzip, its
 * own chunk, so that no page carries it before it shows a number (the login form, the booking
 * screen, a content page's ride overlay; issue 27, decision 044). A failed load is tried again
 * at the next use.
 */
export function loadPhoneFormat(): Promise<Format> {
  loading ??= import('./formatPhone').then(
    (module) => (format = module.formatPhone),
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

/**
 * `number` ("+15195557001") grouped as its country writes it ("+1 519 555 7001", formatPhone),
 * once the formatter is there; as it came until then (a moment, the first time), or if its script
 * cannot load (offline).
 */
export function useFormattedPhone(number: string): string {
  const [ready, setReady] = useState(() => format !== undefined);
  useEffect(() => {
    if (ready || number === '') return;
    let live = true;
    loadPhoneFormat().then(
      () => {
        if (live) setReady(true);
      },
      (err: unknown) => console.error('the phone formatter did not load', err),
    );
    return () => {
      live = false;
    };
  }, [ready, number]);
  return ready && format && number !== '' ? format(number) : number;
}

/** A phone number as text, formatted (useFormattedPhone). */
export function PhoneNumber({ number }: { number: string }) {
  return <>{useFormattedPhone(number)}</>;
}
