import type { LoggedIn } from '@fairfare/contracts/auth';
import { changeLanguage } from '../i18n/i18n';
import {
  clearAllStorage,
  readLanguage,
  readLoggedIn,
  readPhone,
  readUserId,
  storageKeys,
  writeLanguage,
  writeSessionValues,
} from '../storage';

/**
 * The rider's session as the site keeps it (spec §3 session values, §6): the phone, the user id,
 * the 'logged in' flag and `language`, in sessionStorage. The secret that proves the session is an
 * HttpOnly cookie the page cannot read; nothing here is secret. Components follow changes through
 * `subscribeSession` (same tab) and the `storage` event (other tabs).
 */
export interface SessionValues {
  userId: number;
  /** The phone number with its country code, e.g. "+15195550100". */
  phone: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  listeners.forEach((listener) => listener());
}

/** Calls `listener` whenever the session starts or ends, in this tab or in another one. */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the storage
    if (event.key === null || event.key === storageKeys.loggedIn) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Whether the session's 'logged in' flag is set. */
export const isLoggedIn = readLoggedIn;

/** The values of the current session, or null when logged out. */
export function readSession(): SessionValues | null {
  const userId = readUserId();
  const phone = readPhone();
  if (!readLoggedIn() || userId === null || phone === null) return null;
  return { userId, phone };
}

/**
 * Starts the session after a code was verified: writes the session values, tells the header at
 * once, and switches the interface to the account's language (the session value `language`).
 */
export async function startSession(user: LoggedIn): Promise<void> {
  writeSessionValues({ phone: `${user.phone_code}${user.phone}`, userId: user.user_id });
  notify();
  await changeLanguage(user.language);
}

/**
 * Ends the session in the browser: clears all site storage (spec §6). `keepLanguage` writes the
 * interface language back afterwards, so that a rider who logs out keeps reading their language;
 * a 401 clears everything, as the specification says (the page keeps its current language until
 * it is reloaded).
 */
export function endSession({ keepLanguage = false }: { keepLanguage?: boolean } = {}): void {
  const language = readLanguage();
  clearAllStorage();
  if (keepLanguage) writeLanguage(language);
  notify();
}
