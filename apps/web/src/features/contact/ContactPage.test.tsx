import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PostedForm } from '@fairfare/contracts/site-render';
import { changeLanguage } from '../../shared/i18n/i18n';
import { PostedFormProvider } from '../../shared/ui/form/postedForm';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ContactPage } from './ContactPage';

function renderPage(posted?: PostedForm) {
  return renderWithProviders(
    <PostedFormProvider value={posted}>
      <ContactPage />
    </PostedFormProvider>,
    { path: '/contact-us' },
  );
}

const typed = {
  name: 'Ada Rider',
  email: 'ada@',
  phone: '+1 519 555 0100',
  message: 'Hi',
};

const form = () => screen.getByRole('form', { name: 'Write to us' });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

afterEach(() => changeLanguage('en'));

describe('ContactPage', () => {
  it('shows the heading, the support contacts and the labelled form', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeDefined();
    expect(
      screen.getByRole('link', { name: 'support@fairfare.example' }).getAttribute('href'),
    ).toBe('mailto:support@fairfare.example');
    expect(screen.getByRole('link', { name: '+1 (519) 555-0142' }).getAttribute('href')).toBe(
      'tel:+15195550142',
    );
    for (const label of ['Name', 'E-mail', 'Phone (optional)', 'Message']) {
      expect(within(form()).getByLabelText(label)).toBeDefined();
    }
    expect(within(form()).getByRole('button', { name: 'Send message' })).toBeDefined();
  });

  it('is a plain form that posts its named fields to its own page (decision 035)', () => {
    renderPage();
    expect(form().getAttribute('method')).toBe('post');
    expect(form().getAttribute('action')).toBe('/contact-us');
    expect(
      Array.from((form() as HTMLFormElement).elements).flatMap((el) =>
        'name' in el && el.name ? [el.name] : [],
      ),
    ).toEqual(['name', 'email', 'phone', 'message']);
    // the button works before any script (no hydration to wait for)
    expect(screen.getByRole('button', { name: 'Send message' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('titles the document in the interface language', async () => {
    renderPage();
    expect(document.title).toBe('Contact us · FairFare');

    await changeLanguage('es');
    await waitFor(() => expect(document.title).toBe('Contáctanos · FairFare'));
    await changeLanguage('fr');
    await waitFor(() => expect(document.title).toBe('Nous contacter · FairFare'));
  });

  it("shows the service's verdict on a posted form: each error under its field, what was typed kept", async () => {
    await changeLanguage('es');
    renderPage({
      values: typed,
      fieldErrors: { email: 'validation.emailInvalid', message: 'validation.messageTooShort' },
    });

    const message = screen.getByLabelText('Mensaje') as HTMLTextAreaElement;
    const error = screen.getByText('Escribe un mensaje de al menos 10 caracteres.');
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(message.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(message.value).toBe('Hi');
    expect(field('Correo electrónico').getAttribute('aria-invalid')).toBe('true');
    expect(field('Nombre').getAttribute('aria-invalid')).toBeNull();
    expect(field('Nombre').value).toBe('Ada Rider');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("shows the form's own error, such as too many messages, keeping what was typed", () => {
    renderPage({ values: typed, fieldErrors: {}, error: 'contact.tooMany' });
    expect(within(form()).getByRole('alert').textContent).toBe(
      'You have sent several messages already. Please try again later.',
    );
    expect(field('Name').value).toBe('Ada Rider');
  });

  it('thanks the rider for a message sent and empties the fields', () => {
    renderPage({ values: typed, fieldErrors: {}, sent: 'contact.sent' });
    expect(within(form()).getByRole('status').textContent).toBe(
      'Thank you! Your message has been sent.',
    );
    expect(field('Name').value).toBe('');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
    expect(within(form()).queryByRole('alert')).toBeNull();
  });
});
