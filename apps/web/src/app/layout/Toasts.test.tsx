import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../shared/ui/toast';
import { PHONE_SCREEN, Toasts } from './Toasts';

/** A browser whose screen is (or is not) a phone's, as matchMedia answers. */
function screenIsPhone(phone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: phone && query === PHONE_SCREEN,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

async function raiseThree() {
  render(<Toasts />);
  await waitFor(() => expect(document.querySelector('.Toastify')).not.toBeNull());
  act(() => {
    toast.info('First news');
    toast.info('Second news');
    toast.info('Third news');
  });
  await screen.findByText('First news');
}

afterEach(() => {
  act(() => toast.dismiss());
  cleanup();
  vi.unstubAllGlobals();
});

describe('Toasts', () => {
  // (the others wait in react-toastify's queue for the first to go)
  it('shows one toast at a time on a phone (issue 26)', async () => {
    screenIsPhone(true);
    await raiseThree();
    expect(screen.queryByText('Second news')).toBeNull();
    expect(screen.queryByText('Third news')).toBeNull();
  });

  it('shows them all at once on a larger screen', async () => {
    screenIsPhone(false);
    await raiseThree();
    expect(screen.getByText('Second news')).toBeDefined();
    expect(screen.getByText('Third news')).toBeDefined();
  });
});
