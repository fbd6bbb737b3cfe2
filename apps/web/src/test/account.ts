import type { User } from '@fairfare/contracts/users';
import { afterEach, beforeEach, vi } from 'vitest';
import { changeLanguage } from '../shared/i18n/i18n';
import { stubScrollTo } from './renderWithProviders';

/** The rider of the account tests as the service sends it: Ada Rider, user 7, +1 5195550100. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    user_id: 7,
    first_name: 'Ada',
    last_name: 'Rider',
    email: null,
    phone_code: '+1',
    phone: '5195550100',
    language: 'en',
    u_wallet: 0,
    wallet_currency: 'CAD',
    created_at: Date.UTC(2024, 0, 1),
    ...overrides,
  };
}

/** What the site keeps in the session once makeUser()'s rider has logged in. */
export function logInAsRider() {
  sessionStorage.setItem('isLoggedIn', 'true');
  sessionStorage.setItem('user_id', '7');
  sessionStorage.setItem('phone', '+15195550100');
}

/** After a test: the stubbed globals and the spies go, and the site speaks English again. */
export async function restoreAfterTest() {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLanguage('en');
}

/** My Account suites: each test starts with makeUser()'s rider logged in, and restores after it. */
export function logInAsRiderForEachTest() {
  beforeEach(() => {
    stubScrollTo();
    logInAsRider();
  });
  afterEach(restoreAfterTest);
}
