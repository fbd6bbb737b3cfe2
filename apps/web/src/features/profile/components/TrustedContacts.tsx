import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  saveTrustedContactRequestSchema,
  TRUSTED_CONTACTS_MAX,
  type TrustedContact,
} from '@fairfare/contracts/safety';
import { errorText, isUnauthorized } from '../../../shared/api/errorText';
import {
  useDeleteTrustedContact,
  useSaveTrustedContact,
  useTrustedContacts,
} from '../../../domain/safety/api';
import { TextField } from '../../../shared/ui/form/TextField';
import { LoadError } from '../../../shared/ui/LoadError';
import { Spinner } from '../../../shared/ui/Spinner';
import { toast } from '../../../shared/ui/toast';
import { PhoneNumber } from '../../../shared/phone/useFormattedPhone';
import { FormAlert } from '../../../shared/ui/form/FormAlert';

type Draft = { contact_id?: number; name: string; phone_code: string; phone: string };
type Field = 'name' | 'phone_code' | 'phone';

const EMPTY: Draft = { name: '', phone_code: '+1', phone: '' };

/**
 * My Account's trusted contacts (issue 14): up to 5 people the rider can share a ride with in one
 * tap from the ride overlay. Added, edited and removed here; checked with the service's own rules.
 */
export function TrustedContacts() {
  const { t } = useTranslation('safety');
  const contacts = useTrustedContacts();
  const remove = useDeleteTrustedContact();
  const [editing, setEditing] = useState<Draft | null>(null);

  let body;
  if (contacts.isPending) body = <Spinner inline label={t('contacts.loading')} />;
  else if (contacts.isError) {
    body = <LoadError message={t('contacts.loadError')} onRetry={() => void contacts.refetch()} />;
  } else {
    const list = contacts.data;
    body = (
      <>
        {list.length === 0 ? <p>{t('contacts.empty')}</p> : null}
        <ul className="trusted-contacts">
          {list.map((contact) => (
            <li key={contact.contact_id} className="trusted-contacts__item">
              <span className="trusted-contacts__name">{contact.name}</span>
              <span className="trusted-contacts__phone">
                <PhoneNumber number={`${contact.phone_code}${contact.phone}`} />
              </span>
              <button
                type="button"
                className="button button--secondary"
                aria-label={t('contacts.editOne', { name: contact.name })}
                onClick={() => setEditing({ ...contact })}
              >
                {t('contacts.edit')}
              </button>
              <button
                type="button"
                className="button button--secondary"
                aria-label={t('contacts.removeOne', { name: contact.name })}
                onClick={() =>
                  remove.mutate(contact.contact_id, {
                    onSuccess: () => toast.success(t('contacts.removed', { name: contact.name })),
                    onError: (err) => {
                      if (!isUnauthorized(err)) toast.error(errorText(err));
                    },
                  })
                }
              >
                {t('contacts.remove')}
              </button>
            </li>
          ))}
        </ul>
        {editing ? (
          <ContactForm draft={editing} onDone={() => setEditing(null)} />
        ) : list.length < TRUSTED_CONTACTS_MAX ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => setEditing({ ...EMPTY })}
          >
            {t('contacts.add')}
          </button>
        ) : (
          <p>{t('contacts.full', { count: TRUSTED_CONTACTS_MAX })}</p>
        )}
      </>
    );
  }

  return (
    <section
      className="panel profile-card trusted-contacts-card"
      aria-labelledby="trusted-contacts-title"
    >
      <h2 id="trusted-contacts-title">{t('contacts.title')}</h2>
      <p className="profile-card__lead">{t('contacts.lead')}</p>
      {body}
    </section>
  );
}

function ContactForm({ draft, onDone }: { draft: Draft; onDone: () => void }) {
  const { t } = useTranslation('safety');
  const { t: tm } = useTranslation('messages');
  const save = useSaveTrustedContact();
  const [values, setValues] = useState(draft);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const id = useId();
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = saveTrustedContactRequestSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setFormError(null);
    save.mutate(parsed.data, {
      onSuccess: (saved: TrustedContact) => {
        toast.success(t('contacts.saved', { name: saved.name }));
        onDone();
      },
      onError: (err) => {
        if (!isUnauthorized(err)) setFormError(errorText(err));
      },
    });
  };

  const error = (field: Field) => (errors[field] ? tm(errors[field]) : undefined);
  return (
    <form
      className="trusted-contacts__form"
      aria-label={draft.contact_id ? t('contacts.editTitle') : t('contacts.addTitle')}
      onSubmit={onSubmit}
      noValidate
    >
      <TextField
        id={`${id}-name`}
        label={t('contacts.name')}
        value={values.name}
        onChange={set('name')}
        autoComplete="off"
        error={error('name')}
      />
      <div className="trusted-contacts__phone-fields">
        <TextField
          id={`${id}-code`}
          label={t('contacts.phoneCode')}
          value={values.phone_code}
          onChange={set('phone_code')}
          inputMode="tel"
          error={error('phone_code')}
        />
        <TextField
          id={`${id}-phone`}
          label={t('contacts.phone')}
          value={values.phone}
          onChange={set('phone')}
          type="tel"
          inputMode="tel"
          error={error('phone')}
        />
      </div>
      <FormAlert>{formError}</FormAlert>
      <div className="trusted-contacts__actions">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {t('contacts.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onDone}>
          {t('contacts.cancel')}
        </button>
      </div>
    </form>
  );
}
