import { useState, type FormEvent } from 'react';
import type { OpsDriver } from '@fairfare/contracts/ops-drivers';
import { errorText } from '../../../shared/api/errorText';
import { FormAlert } from '../../../shared/ui/form/FormAlert';
import { TextField } from '../../../shared/ui/form/TextField';
import { useSuspendDriver } from './api';
import { useTranslation } from 'react-i18next';

/** Suspends or reinstates one driver; the reason goes to the audit log. */
export function SuspendForm({ driver, onDone }: { driver: OpsDriver; onDone: () => void }) {
  const { t } = useTranslation('ops');
  const suspend = useSuspendDriver();
  const [alert, setAlert] = useState<string | null>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '');
    setAlert(null);
    suspend.mutate(
      { driver_id: driver.driver_id, suspended: !driver.suspended, reason },
      { onSuccess: onDone, onError: (error) => setAlert(errorText(error)) },
    );
  };
  return (
    <form
      className="ops-form"
      aria-label={t(driver.suspended ? 'drivers.reinstateWho' : 'drivers.suspendWho', {
        name: driver.name,
      })}
      aria-busy={suspend.isPending}
      noValidate
      onSubmit={onSubmit}
    >
      <FormAlert>{alert}</FormAlert>
      <TextField
        id={`reason-${driver.driver_id}`}
        name="reason"
        label={t('common.reason')}
        required
      />
      <button type="submit" className="button button--primary" disabled={suspend.isPending}>
        {driver.suspended ? t('drivers.reinstateDriver') : t('drivers.suspendDriver')}
      </button>
    </form>
  );
}
