import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trip } from '@fairfare/contracts/trips';
import { errorText, isUnauthorized } from '../../../shared/api/errorText';
import { useShareWithContacts, useTrustedContacts } from '../../../domain/safety/api';
import { Dialog } from '../../../shared/ui/dialog/Dialog';
import { DialogActions, DialogClose, DialogError } from '../../../shared/ui/dialog/DialogParts';
import { toast } from '../../../shared/ui/toast';

/** "Send by SMS to my trusted contacts": the rider picks who gets the tracking link. */
export function ShareRideDialog({ trip, onClose }: { trip: Trip; onClose: () => void }) {
  const { t } = useTranslation('safety');
  const contacts = useTrustedContacts();
  const share = useShareWithContacts();
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const list = contacts.data ?? [];
  // everyone is ticked until the rider changes it
  const picked = chosen ?? list.map((c) => c.contact_id);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (share.isPending || picked.length === 0) return;
    share.mutate(
      { trip_id: trip.trip_id, contact_ids: picked },
      {
        onSuccess: ({ sent }) => {
          toast.success(t('share.sent', { count: sent }));
          onClose();
        },
        onError: (err) => {
          if (!isUnauthorized(err)) setError(errorText(err));
        },
      },
    );
  };

  return (
    <Dialog title={t('share.title')} className="share-popup">
      {contacts.isSuccess && list.length === 0 ? (
        <p>{t('share.none')}</p>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <fieldset className="share-popup__contacts">
            <legend>{t('share.choose')}</legend>
            {list.map((contact) => (
              <label key={contact.contact_id} className="share-popup__contact">
                <input
                  type="checkbox"
                  checked={picked.includes(contact.contact_id)}
                  onChange={(event) =>
                    setChosen(
                      event.target.checked
                        ? [...picked, contact.contact_id]
                        : picked.filter((id) => id !== contact.contact_id),
                    )
                  }
                />
                {contact.name}
              </label>
            ))}
          </fieldset>
          <DialogError message={error} />
          <DialogActions>
            <button type="button" className="button button--secondary" onClick={onClose}>
              {t('share.close')}
            </button>
            <button
              type="submit"
              className="button button--primary"
              disabled={share.isPending || picked.length === 0}
            >
              {t('share.send')}
            </button>
          </DialogActions>
        </form>
      )}
      {contacts.isSuccess && list.length === 0 ? (
        <DialogClose label={t('share.close')} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}
