import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../shared/i18n/i18n';
import { jsonResponse as json, stubFetchForEachTest } from '../../test/apiCalls';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ContactPage } from './ContactPage';

const fetchMock = stubFetchForEachTest();

function renderPage() {
  return renderWithProviders(
    <>
      <ContactPage />
      <ToastContainer />
    </>,
    { path: '/contact-us' },
  );
}

async function fillValidForm() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Ada Rider');
  await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
  await user.type(screen.getByLabelText('Phone (optional)'), '+1 519 555 0100');
  await user.type(screen.getByLabelText('Message'), 'My driver was great, thank you!');
  return user;
}

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
    const form = screen.getByRole('form', { name: 'Write to us' });
    for (const label of ['Name', 'E-mail', 'Phone (optional)', 'Message']) {
      expect(within(form).getByLabelText(label)).toBeDefined();
    }
    expect(within(form).getByRole('button', { name: 'Send message' })).toBeDefined();
  });

  it('titles the document in the interface language', async () => {
    renderPage();
    expect(document.title).toBe('Contact us · FairFare');

    await changeLanguage('es');
    await waitFor(() => expect(document.title).toBe('Contáctanos · FairFare'));
    await changeLanguage('fr');
    await waitFor(() => expect(document.title).toBe('Nous contacter · FairFare'));
  });

  it('shows the translated error under an empty message and sends nothing', async () => {
    await changeLanguage('es');
    renderPage();
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Contáctanos' })).toBeDefined();
    await user.type(screen.getByLabelText('Nombre'), 'Ada');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar mensaje' }));

    const message = screen.getByLabelText('Mensaje');
    const error = await screen.findByText('Escribe un mensaje de al menos 10 caracteres.');
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(message.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(screen.getByLabelText('Nombre').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(message);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the English error texts for an empty form', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter your name.')).toBeDefined();
    expect(screen.getByText('Please enter a valid e-mail address.')).toBeDefined();
    expect(screen.getByText('Please write a message of at least 10 characters.')).toBeDefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('posts the form as JSON, shows the success message and clears the form', async () => {
    let answer: (res: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderPage();
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect(sending.hasAttribute('disabled')).toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/webservices/1.1.5/contactapi/savecontact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ada Rider',
      email: 'ada@example.com',
      phone: '+1 519 555 0100',
      message: 'My driver was great, thank you!',
    });

    answer(
      json(200, {
        status: 'success',
        message: 'Thank you! Your message has been sent.',
        response: { contact_message_id: 1 },
      }),
    );
    expect(await screen.findByText('Thank you! Your message has been sent.')).toBeDefined();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByRole('button', { name: 'Send message' }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('shows the server message when there were too many messages', async () => {
    fetchMock.mockResolvedValue(
      json(429, {
        status: 'failed',
        message: 'You have sent several messages already. Please try again later.',
        code: 'contact.tooMany',
      }),
    );
    renderPage();
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const form = screen.getByRole('form', { name: 'Write to us' });
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toBe(
      'You have sent several messages already. Please try again later.',
    );
    // …and as a toast as well.
    expect(
      await screen.findAllByText('You have sent several messages already. Please try again later.'),
    ).toHaveLength(2);
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ada Rider');
  });
});
