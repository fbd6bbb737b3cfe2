import { useTranslation } from 'react-i18next';

/**
 * The server messages (namespace `messages`: errors and confirmations), without waiting for them.
 * They load right after a page starts (app/boot.tsx) and are needed only for answers, which come
 * later; `useTranslation('messages')` suspended the first render of whatever asked for them
 * until their script was there, two imports in a row after the entry (the locale map, then the
 * messages): on a slow network the booking form, ready before them, waited for them (issue 27).
 * Before they are there, `t` gives the key back; the part renders again once they are.
 */
export function useServerMessages() {
  return useTranslation('messages', { useSuspense: false });
}
