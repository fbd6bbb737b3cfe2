import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TripStatus } from '@fairfare/contracts/trips';
import '../../../shared/i18n/i18n';
import { makeAssignedTrip } from '../test/fixtures';
import { toast } from '../../../shared/ui/toast';
import { TripStatusPopup } from './TripStatusPopup';

afterEach(() => vi.useRealTimers());

describe('TripStatusPopup', () => {
  it('counts "arrives in about N min" down live to the server\'s estimate, gone once arrived', () => {
    vi.useFakeTimers();
    const now = Date.UTC(2030, 0, 2, 15, 0);
    vi.setSystemTime(now);
    // the server expects the driver at the pickup in 8 minutes
    const onTheWay = makeAssignedTrip({ pickup_eta_at: now + 8 * 60_000 });
    const popup = (status: TripStatus, eta: number | null = onTheWay.pickup_eta_at ?? null) => (
      <TripStatusPopup
        trip={{ ...onTheWay, trip_status: status, pickup_eta_at: eta }}
        timerMinutes={5}
        onCancel={() => undefined}
        onShareWithContacts={() => undefined}
        onSafety={() => undefined}
      />
    );
    const arrival = () => screen.getByText('Arrives in').nextElementSibling?.textContent;
    const view = render(popup('accept'));
    expect(arrival()).toBe('about 8 min');
    act(() => vi.advanceTimersByTime(60_000));
    expect(arrival()).toBe('about 7 min');
    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(arrival()).toBe('about 2 min');
    // late: never "0" or a negative time while the driver is still coming
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(arrival()).toBe('about 1 min');
    // a new copy of the trip brings the server's new estimate
    view.rerender(popup('accept', Date.now() + 3 * 60_000));
    expect(arrival()).toBe('about 3 min');
    view.rerender(popup('arrive'));
    expect(screen.queryByText('Arrives in')).toBeNull();
    // no estimate (the driver's position unknown): no guess
    view.rerender(popup('accept', null));
    expect(screen.queryByText('Arrives in')).toBeNull();
  });

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
        onShareWithContacts={() => undefined}
        onSafety={() => undefined}
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
        onShareWithContacts={() => undefined}
        onSafety={() => undefined}
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
        onShareWithContacts={() => undefined}
        onSafety={() => undefined}
      />,
    );
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByText('Timer expired')).toBeNull();
    rerender(
      <TripStatusPopup
        trip={makeAssignedTrip({ trip_status: 'begin' })}
        timerMinutes={5}
        onCancel={() => undefined}
        onShareWithContacts={() => undefined}
        onSafety={() => undefined}
      />,
    );
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it("names the passenger of a ride booked for someone else, and no one for the rider's own", () => {
    const props = {
      timerMinutes: 5,
      onCancel: () => undefined,
      onShareWithContacts: () => undefined,
      onSafety: () => undefined,
    };
    const { rerender } = render(
      <TripStatusPopup
        {...props}
        trip={makeAssignedTrip({
          is_for_other: 1,
          passenger_name: 'Grandpa Joe',
          passenger_contact: '5195550177',
        })}
      />,
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Driver Assigned' }));
    expect(dialog.getByText('Passenger').nextElementSibling?.textContent).toBe('Grandpa Joe');
    rerender(<TripStatusPopup {...props} trip={makeAssignedTrip()} />);
    expect(screen.queryByText('Passenger')).toBeNull();
  });

  it('shows the car to check before getting in: plate, colour, make and model, and the photo', () => {
    render(
      <TripStatusPopup
        trip={makeAssignedTrip()}
        timerMinutes={5}
        onCancel={() => undefined}
        onShareWithContacts={() => undefined}
        onSafety={() => undefined}
      />,
    );
    const check = within(screen.getByRole('region', { name: 'Check your car' }));
    expect(check.getByText('Plate').nextElementSibling?.textContent).toBe('ABCD 123');
    expect(check.getByText('Colour').nextElementSibling?.textContent).toBe('Blue');
    expect(check.getByText('Car').nextElementSibling?.textContent).toBe('Toyota Corolla 2021');
    expect(check.getByRole('img', { name: 'Photo of Maximilian Oberstein' })).toBeTruthy();
  });

  it('shares the tracking link (copied where the browser has no share sheet) and opens the panels', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const success = vi.spyOn(toast, 'success');
    const onShareWithContacts = vi.fn();
    const onSafety = vi.fn();
    const { rerender } = render(
      <TripStatusPopup
        trip={makeAssignedTrip({ trip_status: 'arrive' })}
        timerMinutes={5}
        onCancel={() => undefined}
        onShareWithContacts={onShareWithContacts}
        onSafety={onSafety}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Share this ride' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(
        `${window.location.origin}/track?trip=tok_abcdefghijklmnop`,
      ),
    );
    expect(success).toHaveBeenCalledWith(
      'Tracking link copied. Paste it to anyone who should follow your ride.',
    );
    await user.click(screen.getByRole('button', { name: 'Send by SMS to my trusted contacts' }));
    expect(onShareWithContacts).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Safety' }));
    expect(onSafety).toHaveBeenCalled();

    // the safety button shows for accept, arrive and begin, not before a driver is on the way
    rerender(
      <TripStatusPopup
        trip={makeAssignedTrip({ trip_status: 'assigned', is_ride_later: 1 })}
        timerMinutes={5}
        onCancel={() => undefined}
        onShareWithContacts={onShareWithContacts}
        onSafety={onSafety}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Safety' })).toBeNull();
  });
});
