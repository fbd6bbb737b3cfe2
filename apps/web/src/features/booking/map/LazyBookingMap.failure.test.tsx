import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_MAP } from '../test/fixtures';
import { LazyBookingMap } from './LazyBookingMap';

// The map's script cannot be fetched (offline, blocked): importing it fails.
vi.mock('./BookingMap', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('LazyBookingMap when the map cannot load', () => {
  it('shows a notice in its place and leaves the rest of the screen alone', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <label htmlFor="pickup">Pickup</label>
        <input id="pickup" />
        <LazyBookingMap {...EMPTY_MAP} />
      </>,
    );
    expect(
      await screen.findByText(
        'The map could not be loaded. You can still choose places with the search boxes.',
      ),
    ).toBeDefined();
    expect(screen.getByLabelText('Pickup')).toBeDefined();
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });
});
