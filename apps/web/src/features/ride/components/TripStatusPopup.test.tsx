import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TripStatus } from '@fairfare/contracts/trips';
import '../../../shared/i18n/i18n';
import { makeAssignedTrip, makeDriver } from '../test/fixtures';
import { toast } from '../../../shared/ui/toast';
import { TripStatusPopup } from './TripStatusPopup';

afterEach(() => vi.useRealTimers());

describe('TripStatusPopup', () => {
  it('says how soon the driver reaches the pickup while on the way, not once there (issue 26)', () => {
    // the driver 4.0 km north of the pickup: 6 minutes at 40 km/h
    const onTheWay = makeAssignedTrip({
      trip_from_lat: 43,
      trip_from_lng: -81.27,
      Driver: makeDriver({ d_lat: 43.0359, d_lng: -81.27 }),
    });
    const popup = (status: TripStatus) => (
      <TripStatusPopup
        trip={{ ...onTheWay, trip_status: status }}
        timerMinutes={5}
        onCancel={() => undefined}
        onShareWithContacts={() => undefined}
        onSafety={() => undefined}
      />
    );
    const view = render(popup('accept'));
    expect(screen.getByText('Arrives in').nextElementSibling?.textContent).toBe('about 6 min');
    view.rerender(popup('arrive'));
    expect(screen.queryByText('Arrives in')).toBeNull();
    // the driver's position unknown: no guess
    view.rerender(
      <TripStatusPopup
        trip={{ ...onTheWay, Driver: makeDriver({ d_lat: null, d_lng: null }) }}
        timerMinutes={5}
        onCancel={() => undefined}
        onShareWithContacts={() => undefined}
        onSafety={() => undefined}
      />,
    );
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
