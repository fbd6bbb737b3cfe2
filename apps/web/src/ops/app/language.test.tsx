import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { opsSupportPaths } from '@fairfare/contracts/ops-support';
import { i18n } from '../../shared/i18n/i18n';
import { storageKeys } from '../../shared/storage';
import { restoreAfterTest } from '../../test/account';
import { failed, stubApiCalls } from '../../test/apiCalls';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AddStaffForm } from '../features/staff/AddStaffForm';
import { CancelTripForm } from '../features/support/CancelTripForm';
import { speakOpsLanguage } from './language';

// The rider site was last used in Spanish in this browser: its i18n starts in Spanish.
beforeEach(async () => {
  localStorage.setItem(storageKeys.language, 'es');
  await i18n.changeLanguage('es');
  document.documentElement.lang = 'es';
});
afterEach(restoreAfterTest);

describe('the back office’s language', () => {
  it('is English for the page, leaving the rider’s own choice as it was', async () => {
    await speakOpsLanguage(i18n);
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(storageKeys.language)).toBe('es');
  });

  it('gives the form kit’s field errors in English', async () => {
    await speakOpsLanguage(i18n);
    stubApiCalls({});
    const user = userEvent.setup();
    renderWithProviders(<AddStaffForm />);
    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Add staff member' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeTruthy();
  });

  it('gives the service’s refusals in English', async () => {
    await speakOpsLanguage(i18n);
    stubApiCalls({ [opsSupportPaths.cancelTrip]: () => failed(409, 'ops.tripEnded') });
    const user = userEvent.setup();
    renderWithProviders(<CancelTripForm tripId={7} onDone={() => undefined} />);
    await user.type(screen.getByLabelText('Reason'), 'Driver app stuck');
    await user.click(screen.getByRole('button', { name: 'Review cancellation' }));
    await user.click(screen.getByRole('button', { name: 'Confirm cancellation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This trip has already ended; there is nothing to cancel.',
    );
  });
});
