import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
        <LazyBookingMap
          center={{ lat: 42.98, lng: -81.24 }}
          pickup={null}
          drop={null}
          active="pickup"
          onPick={() => undefined}
        />
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
