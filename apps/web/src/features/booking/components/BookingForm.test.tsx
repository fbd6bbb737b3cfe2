import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { BookNowPage } from '../BookNowPage';
import type * as SubmitBooking from '../hooks/useSubmitBooking';
import { PATHS, renderBookingRoute, stubBookingApi } from '../test/bookingApi';

vi.mock('../map/LazyBookingMap', () => ({ LazyBookingMap: () => <div>map</div> }));

/** Each render of the form's fields calls the submit hook once: it counts them. */
const fields = vi.hoisted(() => ({ renders: 0 }));
vi.mock('../hooks/useSubmitBooking', async (importOriginal) => {
  const original = await importOriginal<typeof SubmitBooking>();
  return {
    ...original,
    useSubmitBooking: (...args: Parameters<typeof original.useSubmitBooking>) => {
      fields.renders += 1;
      return original.useSubmitBooking(...args);
    },
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Every render of the whole form on mount is one more task before the first field takes a key
// (issue 27, decision 044): the first pass, once for the city's data (the service's answers,
// here all at once), the second pass; react-hook-form's own ready mark renders only its holder.
it('renders the fields three times on mount: first pass, the data, second pass', async () => {
  const api = stubBookingApi();
  fields.renders = 0;
  renderBookingRoute('/booknow', { '/booknow': <BookNowPage /> });
  expect(await screen.findByRole('button', { name: 'Book Now' })).toBeDefined();
  await waitFor(() => {
    expect(api.callsTo(PATHS.categories)).toHaveLength(1);
    expect(api.callsTo(PATHS.city)).toHaveLength(1);
    expect(api.callsTo(PATHS.constants)).toHaveLength(1);
  });
  await waitFor(() => expect(screen.getByRole('radio', { name: /^Economy/ })).toBeDefined());
  expect(fields.renders).toBe(3);
});
