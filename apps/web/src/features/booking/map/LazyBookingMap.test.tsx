import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyBookingMap } from './LazyBookingMap';

// Leaflet tests for SVG support when it loads (see BookingMap.test.tsx).
vi.hoisted(() => {
  if (!('createSVGRect' in SVGSVGElement.prototype)) {
    Object.defineProperty(SVGSVGElement.prototype, 'createSVGRect', {
      configurable: true,
      value: () => ({}),
    });
  }
});

describe('LazyBookingMap', () => {
  it('shows a same-size placeholder while Leaflet loads, then the map', async () => {
    render(
      <LazyBookingMap
        center={{ lat: 42.98, lng: -81.24 }}
        pickup={null}
        drop={null}
        active="pickup"
        onPick={() => undefined}
      />,
    );
    const placeholder = screen.getByRole('status');
    expect(placeholder.textContent).toBe('Loading the map…');
    expect(placeholder.classList.contains('booking-map')).toBe(true);
    const map = await screen.findByRole('region', { name: 'Map: click to set the pickup' });
    expect(map.closest('.booking-map')).not.toBeNull();
    expect(screen.queryByText('Loading the map…')).toBeNull();
  });
});
