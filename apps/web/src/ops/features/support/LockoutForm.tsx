import type { FormEvent } from 'react';
import { errorText } from '../../../shared/api/errorText';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { TextField } from '../../../shared/ui/form/TextField';
import { useOpsFeedback } from '../../shared/OpsFeedback';
import { useClearLockout } from './api';
import { useTranslation } from 'react-i18next';

/** Clears the rider's code lock-out with a reason (audited): their next login code goes out at once. */
export function LockoutForm({ userId, onDone }: { userId: number; onDone: (m: string) => void }) {
  const { t } = useTranslation('ops');
  const clear = useClearLockout();
  const feedback = useOpsFeedback();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    feedback.start();
    clear.mutate(
      { user_id: userId, reason },
      {
        onSuccess: () => onDone(t('support.lockoutDone')),
        onError: (error) => feedback.refuse(errorText(error)),
      },
    );
  };
  return (
    <form
      className="ops-form"
      aria-label={t('support.lockoutLabel')}
      aria-busy={clear.isPending}
      noValidate
      onSubmit={onSubmit}
    >
      <FormAlert>{feedback.alert}</FormAlert>
      <TextField id="lockout-reason" name="reason" label={t('common.reason')} required />
      <button type="submit" className="button button--primary" disabled={clear.isPending}>
        {t('support.lockoutClear')}
      </button>
    </form>
  );
}
