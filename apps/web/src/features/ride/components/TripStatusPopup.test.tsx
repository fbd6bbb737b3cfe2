import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TripStatus } from '@fairfare/contracts/trips';
import '../../../shared/i18n/i18n';
import { makeAssignedTrip } from '../test/fixtures';
import { TripStatusPopup } from './TripStatusPopup';

afterEach(() => vi.useRealTimers());

describe('TripStatusPopup', () => {
  it.each([
    ['accept', 'Driver Assigned'],
    ['assigned', 'Driver Assigned'],
    ['arrive', 'Driver Arrived'],
    ['begin', 'Begin'],
  ] as [TripStatus, string][])('titles the status %s "%s"', (status, title) => {
    render(
      <TripStatusPopup
        trip={makeAssignedTrip({ trip_status: status })}
        timerMinutes={5}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Tracking/ })?.getAttribute('href')).toBe(
      '/track?trip=tok_abcdefghijklmnop',
    );
    expect(screen.getByRole('link', { name: /^Tracking/ })?.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('4821')).toBeTruthy();
    expect(screen.getByText('Maximilian Oberstein')).toBeTruthy();
    const cancel = screen.queryByRole('button', { name: 'Cancel Ride' });
    if (status === 'begin') expect(cancel).toBeNull();
    else expect(cancel).toBeTruthy();
  });

  it('counts down from tm_acc plus the timer minutes, then says Timer expired', () => {
    vi.useFakeTimers();
    const now = Date.UTC(2030, 0, 2, 15, 0);
    vi.setSystemTime(now);
    render(
      <TripStatusPopup
        trip={makeAssignedTrip({ tm_acc: now - 60_000 })}
        timerMinutes={2}
        onCancel={() => undefined}
      />,
    );
    expect(screen.getByRole('timer')?.textContent).toContain('01:00');
    expect(
      screen.getByText('No cancellation fees will be charged before the timer expires.'),
    ).toBeTruthy();
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByRole('timer')?.textContent).toContain('00:30');
    act(() => vi.advanceTimersByTime(31_000));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByText('Timer expired')).toBeTruthy();
  });

  it('shows no countdown for a ride booked for later or once begun', () => {
    const { rerender } = render(
      <TripStatusPopup
        trip={makeAssignedTrip({ is_ride_later: 1, trip_status: 'assigned' })}
        timerMinutes={5}
        onCancel={() => undefined}
      />,
    );
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByText('Timer expired')).toBeNull();
    rerender(
      <TripStatusPopup
        trip={makeAssignedTrip({ trip_status: 'begin' })}
        timerMinutes={5}
        onCancel={() => undefined}
      />,
    );
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
