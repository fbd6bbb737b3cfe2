import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_MAP } from '../test/fixtures';
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
    render(<LazyBookingMap {...EMPTY_MAP} />);
    const placeholder = screen.getByRole('status');
    expect(placeholder.textContent).toBe('Loading the map…');
    expect(placeholder.classList.contains('booking-map')).toBe(true);
    const map = await screen.findByRole('region', { name: 'Map: click to set the pickup' });
    expect(map.closest('.booking-map')).not.toBeNull();
    expect(screen.queryByText('Loading the map…')).toBeNull();
  });

  describe('below the fold', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('loads the map only once it comes near the viewport', async () => {
      const observers: Array<{
        callback: IntersectionObserverCallback;
        options?: IntersectionObserverInit;
      }> = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
            observers.push({ callback, options });
          }
          observe() {}
          disconnect() {}
        },
      );
      render(<LazyBookingMap {...EMPTY_MAP} />);
      expect(screen.getByRole('status').textContent).toBe('Loading the map…');
      expect(observers).toHaveLength(1);
      expect(observers[0]!.options?.rootMargin).toBe('200px');
      // nothing loads while it is out of view
      act(() =>
        observers[0]!.callback(
          [{ isIntersecting: false } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      expect(observers).toHaveLength(1); // still waiting: the map was not asked for

      act(() =>
        observers[0]!.callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      await screen.findByRole('region', { name: 'Map: click to set the pickup' });
    });
  });
});
