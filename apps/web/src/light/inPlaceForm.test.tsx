import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostedForm } from '@fairfare/contracts/site-render';
import { ContactForm } from '../features/contact/components/ContactForm';
import { i18n } from '../shared/i18n/i18n';
import { PostedFormProvider } from '../shared/ui/form/postedForm';
import { enhanceInPlaceForms } from './inPlaceForm';

/** The contact form as the service renders it, in a page (React's HTML, no React running). */
function renderedForm(posted?: PostedForm): string {
  const form = renderToString(
    createElement(
      I18nextProvider,
      { i18n },
      createElement(PostedFormProvider, { value: posted }, createElement(ContactForm)),
    ),
  );
  return `<!doctype html><html><body><main>${form}</main></body></html>`;
}

const form = () => document.querySelector('form')!;
const field = (name: string) => form().elements.namedItem(name) as HTMLInputElement;
const submit = () => form().querySelector<HTMLButtonElement>('button[type="submit"]')!;

let stop = () => undefined as void;
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

function pageWithForm() {
  document.body.innerHTML = renderedForm();
  field('name').value = 'Ada';
  field('email').value = 'ada@';
  field('message').value = 'Hi';
}

describe('a form sent in place by the light script (decision 035)', () => {
  it("posts the fields as the browser would, then shows the service's answer in place of the form", async () => {
    pageWithForm();
    let answer: (response: Response) => void = () => undefined;
    const send = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    stop = enhanceInPlaceForms(document, send);
    const submitted = new Event('submit', { bubbles: true, cancelable: true });
    form().dispatchEvent(submitted);

    expect(submitted.defaultPrevented).toBe(true);
    expect(send).toHaveBeenCalledTimes(1);
    const [url, init] = send.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url).pathname).toBe('/contact-us');
    expect(init.method).toBe('POST');
    expect(String(init.body)).toBe('name=Ada&email=ada%40&phone=&message=Hi');
    // busy while it sends, saying so on its button
    expect(form().getAttribute('aria-busy')).toBe('true');
    expect(submit().disabled).toBe(true);
    expect(submit().textContent).toBe('Sending…');

    answer(
      new Response(
        renderedForm({
          values: { name: 'Ada', email: 'ada@', phone: '', message: 'Hi' },
          fieldErrors: { email: 'validation.emailInvalid', message: 'validation.messageTooShort' },
        }),
        { status: 400, headers: { 'content-type': 'text/html' } },
      ),
    );
    await vi.waitFor(() => expect(form().getAttribute('aria-busy')).toBeNull());
    expect(document.body.textContent).toContain('Please enter a valid e-mail address.');
    expect(document.activeElement).toBe(field('email'));
    expect(field('message').value).toBe('Hi');
    expect(submit().textContent).toBe('Send message');
  });

  it('moves the focus to the thank-you when the message was sent', async () => {
    pageWithForm();
    const thanks = renderedForm({ values: {}, fieldErrors: {}, sent: 'contact.sent' });
    stop = enhanceInPlaceForms(document, async () => new Response(thanks, { status: 200 }));
    form().requestSubmit();

    await vi.waitFor(() => expect(document.querySelector('[role="status"]')).not.toBeNull());
    expect(document.activeElement?.textContent).toBe('Thank you! Your message has been sent.');
    expect(field('name').value).toBe('');
  });

  it('sends the form as a plain form when no answer comes (offline)', async () => {
    pageWithForm();
    const plainSubmit = vi
      .spyOn(HTMLFormElement.prototype, 'submit')
      .mockImplementation(() => undefined);
    stop = enhanceInPlaceForms(document, () => Promise.reject(new TypeError('Failed to fetch')));
    form().requestSubmit();

    await vi.waitFor(() => expect(plainSubmit).toHaveBeenCalledTimes(1));
    expect(form().getAttribute('aria-busy')).toBe('false');
    plainSubmit.mockRestore();
  });
});
