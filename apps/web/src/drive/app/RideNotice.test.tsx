import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PushMessage } from '@fairfare/contracts/socket';
import { renderWithProviders } from '../../test/renderWithProviders';
import { clearNews } from '../shared/newsStore';
import { loadDriveTextsForTests } from '../shared/testTexts';
import { RideNotice } from './RideNotice';
import { usePushHandler } from './usePushes';

beforeAll(loadDriveTextsForTests);

const handlers: Array<(push: PushMessage) => void> = [];
const handle = (push: PushMessage) => handlers.at(-1)?.(push);
function Pushes() {
  const onPush = usePushHandler(3);
  useEffect(() => {
    handlers.push(onPush);
  }, [onPush]);
  return <RideNotice />;
}

const cancel = (cancel_fee: number, driver_share: number) =>
  ({
    trip_status: 'cancel',
    data: {
      trip_id: 41,
      cancelled_by: 'rider',
      trip_reason: null,
      cancel_fee,
      driver_share,
      trip_currency: 'CAD',
    },
  }) as PushMessage;

describe("a rider's cancellation", () => {
  it('shows at once with the fee the rider pays and the driver’s share, until dismissed', async () => {
    clearNews();
    renderWithProviders(<Pushes />);
    act(() => handle(cancel(5, 4)));
    expect(screen.getByRole('alert').textContent).toContain(
      'The rider cancelled the ride. They pay a CA$5.00 cancellation fee; your share is CA$4.00.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when no fee applies', () => {
    clearNews();
    renderWithProviders(<Pushes />);
    act(() => handle(cancel(0, 0)));
    expect(screen.getByRole('alert').textContent).toContain(
      'The rider cancelled the ride. No cancellation fee applies.',
    );
  });
});
