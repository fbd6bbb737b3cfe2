import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESEND_COOLDOWN_SECONDS } from '@fairfare/contracts/auth';
import { changeLanguage } from '../../shared/i18n/i18n';
import { failed, ok, stubApiCalls } from '../../test/apiCalls';
import { renderRoutes } from '../../test/renderWithProviders';
import { RegisterPage } from './RegisterPage';

const CODE_SENT = {
  code_sent: true,
  resend_after_seconds: RESEND_COOLDOWN_SECONDS,
  expires_in_seconds: 300,
};

function renderRegister(path = '/register') {
  return renderRoutes(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/profile', element: <h1>Profile page</h1> },
      { path: '/term-condition', element: <h1>Terms page</h1> },
    ],
    { path },
  );
}

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await changeLanguage('en');
});

describe('RegisterPage', () => {
  it('has labelled fields, the terms box with its links, and a link to log in', () => {
    stubApiCalls({});
    renderRegister('/register?next=%2FCheckout');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeDefined();
    for (const name of ['First name', 'Last name', 'E-mail (optional)', 'Phone number']) {
      expect(screen.getByRole('textbox', { name })).toBeDefined();
    }
    expect(screen.getByRole('combobox', { name: 'Country code' })).toBeDefined();
    const terms = screen.getByRole('checkbox', {
      name: 'I accept the Terms & Conditions and the Privacy policy.',
    });
    expect((terms as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('link', { name: 'Terms & Conditions' }).getAttribute('href')).toBe(
      '/term-condition',
    );
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/login?next=%2FCheckout',
    );
  });

  it('shows every problem under its field and sends nothing', async () => {
    const api = stubApiCalls({});
    const user = userEvent.setup();
    renderRegister();
    await user.type(screen.getByLabelText('E-mail (optional)'), 'not-an-email');
    await user.type(screen.getByLabelText('Phone number'), '1234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    const expected = [
      ['First name', 'Please enter your first name.'],
      ['Last name', 'Please enter your last name.'],
      ['E-mail (optional)', 'Please enter a valid e-mail address.'],
      ['Phone number', 'Phone number should be greater than 7 digits.'],
    ];
    for (const [label, text] of expected) {
      const error = await screen.findByText(text!);
      const field = screen.getByLabelText(label!);
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    }
    const termsError = screen.getByText('Please check the Terms & Conditions');
    expect(screen.getByRole('checkbox').getAttribute('aria-describedby')?.split(' ')).toContain(
      termsError.id,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(api.callsTo('/userapi/registration')).toHaveLength(0);
  });

  it('sends the details with the interface language, then creates the account', async () => {
    const api = stubApiCalls({
      '/userapi/registration': (body) =>
        body.step === 'request'
          ? ok(CODE_SENT)
          : ok({
              user_id: 12,
              phone: '5195550111',
              phone_code: '+1',
              first_name: 'Grace',
              last_name: 'Hopper',
              language: 'fr',
            }),
    });
    await changeLanguage('fr');
    const user = userEvent.setup();
    const { router } = renderRegister();
    await user.type(screen.getByLabelText('Prénom'), ' Grace ');
    await user.type(screen.getByLabelText('Nom'), 'Hopper');
    await user.type(screen.getByLabelText('Numéro de téléphone'), '(519) 555-0111');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Envoyer le code' }));

    const code = await screen.findByLabelText('Code à 6 chiffres');
    expect(api.callsTo('/userapi/registration')[0]?.body).toEqual({
      step: 'request',
      first_name: 'Grace',
      last_name: 'Hopper',
      email: '',
      phone_code: '+1',
      phone: '5195550111',
      accept_terms: true,
      language: 'fr',
    });
    // the phone formatter loads on first use
    expect(
      await screen.findByText('Nous avons envoyé un code à 6 chiffres au +1 519 555 0111.'),
    ).toBeDefined();
    await waitFor(() => expect(document.activeElement).toBe(code));

    await user.type(code, '246810');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(api.callsTo('/userapi/registration')[1]?.body).toEqual({
      step: 'verify',
      phone_code: '+1',
      phone: '5195550111',
      code: '246810',
    });
    expect(sessionStorage.getItem('isLoggedIn')).toBe('true');
    expect(sessionStorage.getItem('user_id')).toBe('12');
    expect(sessionStorage.getItem('phone')).toBe('+15195550111');
    expect(sessionStorage.getItem('language')).toBe('fr');
  });

  it("shows the server's terms message under the box", async () => {
    stubApiCalls({ '/userapi/registration': () => failed(400, 'validation.termsRequired') });
    await changeLanguage('es');
    const user = userEvent.setup();
    renderRegister();
    await user.type(screen.getByLabelText('Nombre'), 'Ada');
    await user.type(screen.getByLabelText('Apellido'), 'Rider');
    await user.type(screen.getByLabelText('Número de teléfono'), '5195550100');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    const error = await screen.findByText('Acepta los Términos y condiciones');
    expect(screen.getByRole('checkbox').getAttribute('aria-describedby')).toContain(error.id);
  });
});
