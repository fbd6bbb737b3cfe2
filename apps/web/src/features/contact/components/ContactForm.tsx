import { useTranslation } from 'react-i18next';
import { CONTACT_PAGE } from '@fairfare/contracts/site-render';
import { IN_PLACE_FORM_ATTRIBUTE } from '../../../shared/ui/form/inPlace';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { usePostedForm } from '../../../shared/ui/form/postedForm';
import { TextAreaField, TextField } from '../../../shared/ui/form/TextField';

/** The id of the contact form: the light script swaps it for the service's answer. */
export const CONTACT_FORM_ID = 'contact-form';

/**
 * The contact form, a plain form (issue 27, decision 035): it posts to its own page, where the
 * service checks it with the contracts' schema, stores it, and renders the page again with each
 * field's error and the text typed, or with its thank-you and the fields empty. It works without
 * script; the content page's first script sends it in place (light/inPlaceForm.ts).
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const posted = usePostedForm();
  const sent = posted?.sent !== undefined;
  const value = (name: string) => (sent ? '' : (posted?.values[name] ?? ''));
  const error = (name: string) => {
    const key = posted?.fieldErrors[name];
    return key ? t(key, { ns: 'messages' }) : undefined;
  };

  return (
    <form
      id={CONTACT_FORM_ID}
      className="contact-form"
      aria-labelledby="contact-form-title"
      method="post"
      action={CONTACT_PAGE}
      noValidate
      {...{ [IN_PLACE_FORM_ATTRIBUTE]: '' }}
    >
      <h2 id="contact-form-title">{t('form.title')}</h2>
      <FormAlert>{posted?.error ? t(posted.error, { ns: 'messages' }) : null}</FormAlert>
      {sent ? (
        <p className="notice contact-sent" role="status" tabIndex={-1}>
          {t(posted.sent ?? '', { ns: 'messages' })}
        </p>
      ) : null}

      <TextField
        id="contact-name"
        name="name"
        label={t('form.name')}
        type="text"
        autoComplete="name"
        aria-required="true"
        defaultValue={value('name')}
        error={error('name')}
      />
      <TextField
        id="contact-email"
        name="email"
        label={t('form.email')}
        type="email"
        autoComplete="email"
        aria-required="true"
        defaultValue={value('email')}
        error={error('email')}
      />
      <TextField
        id="contact-phone"
        name="phone"
        label={t('form.phone')}
        type="tel"
        autoComplete="tel"
        defaultValue={value('phone')}
        error={error('phone')}
      />
      <TextAreaField
        id="contact-message"
        name="message"
        label={t('form.message')}
        hint={t('form.messageHint')}
        rows={6}
        aria-required="true"
        defaultValue={value('message')}
        error={error('message')}
      />

      {/* while the light script sends the form, the button says `data-sending` */}
      <button
        type="submit"
        className="button button--primary contact-submit"
        data-sending={t('form.sending')}
      >
        <span className="contact-spinner" aria-hidden="true" />
        <span className="contact-submit__label">{t('form.submit')}</span>
      </button>
    </form>
  );
}
