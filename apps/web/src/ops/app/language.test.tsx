import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@fairfare/contracts/api';
import { contentOpsPaths } from '@fairfare/contracts/content-admin';
import { opsSupportPaths } from '@fairfare/contracts/ops-support';
import { opsPaths } from '@fairfare/contracts/staff';
import { i18n } from '../../shared/i18n/i18n';
import { storageKeys } from '../../shared/storage';
import { restoreAfterTest } from '../../test/account';
import { failed, ok, stubApiCalls } from '../../test/apiCalls';
import { renderWithProviders } from '../../test/renderWithProviders';
import { AddStaffForm } from '../features/staff/AddStaffForm';
import { CancelTripForm } from '../features/support/CancelTripForm';
import { opsStartLanguage, speakOpsLanguage } from './language';
import { OpsApp } from './OpsApp';

// The rider site was last used in Spanish in this browser: its i18n starts in Spanish.
beforeEach(async () => {
  localStorage.setItem(storageKeys.language, 'es');
  await i18n.changeLanguage('es');
  document.documentElement.lang = 'es';
});
afterEach(async () => {
  cleanup();
  window.history.replaceState(null, '', '/');
  await restoreAfterTest();
});

describe('the back office’s language before sign-in', () => {
  it('is the last choice in this browser, else the browser’s, else English', () => {
    expect(opsStartLanguage('fr', ['es-MX'])).toBe('fr');
    expect(opsStartLanguage(null, ['es-MX', 'en'])).toBe('es');
    expect(opsStartLanguage(null, ['de-DE', 'fr-CA'])).toBe('fr');
    expect(opsStartLanguage('xx', ['de-DE'])).toBe('en');
    expect(opsStartLanguage(null, [])).toBe('en');
  });

  it('does not follow the rider site’s language, and leaves the rider’s choice as it was', async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    await speakOpsLanguage(i18n);
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(storageKeys.language)).toBe('es');
  });
});

describe('the back office in a staff member’s language', () => {
  it('gives the form kit’s field errors in it', async () => {
    await speakOpsLanguage(i18n, 'fr');
    stubApiCalls({});
    const user = userEvent.setup();
    renderWithProviders(<AddStaffForm />);
    await user.type(screen.getByLabelText('Adresse e-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Ajouter le membre' }));
    expect(await screen.findByText('Veuillez saisir une adresse e-mail valide.')).toBeTruthy();
  });

  it('gives the service’s refusals in it', async () => {
    await speakOpsLanguage(i18n, 'en');
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

  it('speaks the signed-in member’s saved language, and saves a new choice on the account', async () => {
    await speakOpsLanguage(i18n, 'en');
    let language = 'es';
    const editor = () => ({
      staff_id: 3,
      email: 'e@x',
      name: 'Edie Editor',
      role: 'editor',
      city_ids: [],
      language,
    });
    const api = stubApiCalls({
      [opsPaths.session]: () => ok({ staff: editor(), has_passkey: true }),
      [opsPaths.setLanguage]: (body) => {
        language = String(body.language);
        return ok({ staff: editor(), has_passkey: true });
      },
      [endpoints.cities.list]: () => ok([{ city_id: 14, tz_offset: -5 }]),
      [contentOpsPaths.list]: () => ok({ posts: [], next_before_id: null }),
    });
    window.history.replaceState(null, '', '/ops/content');
    render(<OpsApp />);
    expect(await screen.findByRole('button', { name: 'Cerrar sesión' })).toBeTruthy();
    expect(screen.getByText('Edie Editor · Edición')).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(document.title).toBe('Panel de gestión de FairFare');

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Idioma del panel'), 'fr');
    expect(await screen.findByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
    expect(api.callsTo(opsPaths.setLanguage).map((c) => c.body)).toEqual([{ language: 'fr' }]);
    // remembered for this browser's next sign-in page; the rider's own choice untouched
    expect(localStorage.getItem('ff_ops_language')).toBe('fr');
    expect(localStorage.getItem(storageKeys.language)).toBe('es');
  });

  it('goes back to the language before when the account refuses the choice', async () => {
    await speakOpsLanguage(i18n, 'en');
    const editor = {
      staff_id: 3,
      email: 'e@x',
      name: 'Edie Editor',
      role: 'editor',
      city_ids: [],
      language: 'en',
    };
    stubApiCalls({
      [opsPaths.session]: () => ok({ staff: editor, has_passkey: true }),
      [opsPaths.setLanguage]: () => failed(400, 'validation.languageInvalid'),
      [endpoints.cities.list]: () => ok([{ city_id: 14, tz_offset: -5 }]),
      [contentOpsPaths.list]: () => ok({ posts: [], next_before_id: null }),
    });
    window.history.replaceState(null, '', '/ops/content');
    render(<OpsApp />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText('Back office language'), 'es');
    expect(await screen.findByText('Please choose English, Spanish or French.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });
});
