import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/ui/toast';
import type { z } from 'zod';
import { contactRequestSchema, type ContactRequest } from '@fairfare/contracts/contact';
import { ApiError } from '../../../shared/api/client';
import { translateApiMessage } from '../../../shared/i18n/i18n';
import { TextAreaField, TextField } from '../../../shared/ui/form/TextField';
import { useSendContact } from '../api/send-contact';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { TitledForm } from '../../../shared/ui/form/TitledForm';
import { SubmitButton } from '../../../shared/ui/form/SubmitButton';

type ContactValues = z.output<typeof contactRequestSchema>;

const emptyForm: ContactRequest = { name: '', email: '', phone: '', message: '' };

/** The contact form: the server's own rules, errors under their field, a toast on success. */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const [serverError, setServerError] = useState<string | null>(null);
  const sendContact = useSendContact();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactRequest, unknown, ContactValues>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: emptyForm,
  });

  const onSubmit = handleSubmit((values) => {
    setServerError(null);
    sendContact.mutate(values, {
      onSuccess: () => {
        toast.success(t('contact.sent', { ns: 'messages' }));
        reset(emptyForm);
      },
      onError: (error) => {
        const message =
          error instanceof ApiError
            ? translateApiMessage(error.code, error.message)
            : t('error.internal', { ns: 'messages' });
        setServerError(message);
        toast.error(message);
      },
    });
  });

  const sending = sendContact.isPending;
  return (
    <TitledForm className="contact-form" title={t('form.title')} busy={sending} onSubmit={onSubmit}>
      <FormAlert>{serverError}</FormAlert>

      <TextField
        id="contact-name"
        label={t('form.name')}
        type="text"
        autoComplete="name"
        aria-required="true"
        error={errors.name}
        {...register('name')}
      />
      <TextField
        id="contact-email"
        label={t('form.email')}
        type="email"
        autoComplete="email"
        aria-required="true"
        error={errors.email}
        {...register('email')}
      />
      <TextField
        id="contact-phone"
        label={t('form.phone')}
        type="tel"
        autoComplete="tel"
        error={errors.phone}
        {...register('phone')}
      />
      <TextAreaField
        id="contact-message"
        label={t('form.message')}
        hint={t('form.messageHint')}
        rows={6}
        aria-required="true"
        error={errors.message}
        {...register('message')}
      />

      <SubmitButton className="button button--primary contact-submit" sending={sending}>
        {sending ? (
          <>
            <span className="contact-spinner" aria-hidden="true" />
            {t('form.sending')}
          </>
        ) : (
          t('form.submit')
        )}
      </SubmitButton>
    </TitledForm>
  );
}
