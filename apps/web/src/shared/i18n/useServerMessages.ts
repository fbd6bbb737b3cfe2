import { useTranslation } from 'react-i18next';

/**
 * The server messages (namespace `messages`: errors and confirmations), without waiting for them.
 * They load right after a page starts (main.tsx) and are needed only for answers, which come
 * later; `useTranslation('messages')` suspended the first render of whatever asked for them
 * until their script was there, which held the booking form back ~25 ms after it was ready
 * (issue 27). Before they are there, `t` gives the key back; the part renders again once they are.
 */
export function useServerMessages() {
  return useTranslation('messages', { useSuspense: false });
}
